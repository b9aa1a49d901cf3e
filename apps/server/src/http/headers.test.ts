import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';

const t = fileTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

/** Sends `request` as it is, byte for byte, and reads the answer's status line and headers. */
function rawAnswer(request: string | Buffer): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const settle = () => {
      const [head = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        socket.destroy();
        settle();
      }
    });
    socket.on('error', (error) => (received.includes('\r\n\r\n') ? settle() : reject(error)));
    socket.on('close', () => (received ? settle() : reject(new Error('closed without an answer'))));
    socket.write(request);
  });
}

const post = (path: string, type: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
const get = (path: string, method = 'GET', extra = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

it.each([
  ['a malformed escape', get('/%zz'), 400],
  ['a malformed escape in a call', get('/api/user-service/%zz', 'POST'), 400],
  ['JSON that is not JSON', post('/api/user-service/login', 'application/json', '{"username":'), 400],
  [
    'a body over 1 MB',
    post('/api/user-service/login', 'application/json', `"${'x'.repeat(1_100_000)}"`),
    413,
  ],
  ['a text/plain body', post('/api/user-service/login', 'text/plain', 'hello'), 415],
  ['an unknown call', post('/api/no-such/call', 'application/json', '{}'), 404],
  ['a method calls do not take', get('/api/user-service/login', 'DELETE'), 405],
  ['a method HTTP knows and nothing here serves', get('/', 'PROPFIND'), 404],
  ['a method HTTP does not know', get('/', 'FROB'), 400],
  ['a header over 16 KB', get('/', 'GET', `X-Big: ${'y'.repeat(20_000)}\r\n`), 431],
  ['a media file that is not there', get('/media/nothing.png'), 404],
  ['the health probe', get('/healthz'), 200],
])('are on the answer to %s', async (_, request, status) => {
  const answer = await rawAnswer(request);
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
});
