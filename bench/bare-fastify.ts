import Fastify from 'fastify';

/** The yardstick: the same framework answering a fixed envelope, with no session, no database. */
const app = Fastify({ logger: false });
app.post('/api/user-service/is-logged-in', async () => ({
  status: 'OK',
  data: { id: 1, username: 'admin' },
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('Masthead is running (bare Fastify)');
