import net from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fileTestApp, publicUrl } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { shutDown } from './shutdown.ts';

const t = fileTestApp();

/** Whether a new TCP connection to the port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('finishes a request in flight with 200 before it closes the database', async () => {
  const config = {
    ...loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl }),
    webDist: path.join(t.dataDir, 'no-web'),
  };
  const app = await buildApp({ config, db: t.database.db });
  // A request that lasts until the test lets it go, so nothing depends on timing.
  let entered: () => void = () => {};
  const hasEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  const events: string[] = [];
  app.addHook('onResponse', async (request) => {
    if (request.url === '/slow') events.push('answered');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;

  const slow = fetch(`http://127.0.0.1:${port}/slow`).then(async (response) => ({
    status: response.status,
    body: await response.json(),
  }));
  await hasEntered;
  // The shared database stays open for the harness; this records when it would be closed.
  const closing = shutDown(app, { close: async () => void events.push('database closed') });

  // New connections are refused while the slow request is still being worked on.
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
  expect(await accepts(port)).toBe(false);
  expect(events).toEqual([]);

  release();
  expect(await slow).toEqual({ status: 200, body: { finished: true } });
  await closing;
  expect(events).toEqual(['answered', 'database closed']);
  // The database the app used still answers: only shutDown's own close was asked for.
  expect((await t.call('user-service/is-logged-in', {})).statusCode).toBe(401);
});
