import { execFile } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { globalMessage } from '@masthead/contract';
import { beforeAll, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';

const t = fileTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Node's own HTTP client, in a process of its own as a real client is (in this one, the
 * server's and the client's turns would interleave kindly): each request posts its body in
 * 64 KB writes, half of them chunked, and says what it got, an answer or an error.
 */
const client = `
import http from 'node:http';
const [port, ...sizes] = process.argv.slice(1).map(Number);
const post = (bytes, chunked) => new Promise((resolve) => {
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/user-service/login', agent: false,
    headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(bytes) }) } },
    (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
  request.on('error', (error) => resolve({ error: error.code ?? error.message }));
  const chunk = Buffer.alloc(64 * 1024, 'x');
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!request.write(chunk)) return request.once('drain', more);
    }
    request.end();
  };
  more();
});
console.log(JSON.stringify(await Promise.all(sizes.map((size, index) => post(size, index % 2 === 1)))));
`;

it('answers 20 bodies of 5 to 40 MB with their 413, read by the client that sent them', async () => {
  const sizes = Array.from({ length: 20 }, (_, index) => (index < 16 ? 5 : 40) * 1024 * 1024 + 0);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', client, String(port), ...sizes.map(String)],
    { maxBuffer: 1024 * 1024 },
  );
  const answers = JSON.parse(stdout) as { status?: number; body?: string; error?: string }[];
  expect(answers.filter((answer) => answer.error)).toEqual([]);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body ?? '')).toEqual({ status: 'ERROR', message: globalMessage.bodyTooLarge });
  }
  // The server still answers after all of them.
  expect((await t.call('user-service/is-logged-in', {})).statusCode).toBe(401);
});

it('reads the rest of a refused body before answering, so that the sender is not reset mid-send', async () => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  let received = '';
  let endedAfter: number | null = null;
  let sent = 0;
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('end', () => {
    endedAfter = sent;
  });
  const errors: string[] = [];
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  const total = 3 * 1024 * 1024;
  socket.write(
    `POST /api/user-service/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\nConnection: close\r\n\r\n`,
  );
  // Sent slowly, as over a real uplink: the server has all the time it wants to answer early.
  const piece = Buffer.alloc(256 * 1024, 'x');
  while (sent < total && errors.length === 0) {
    await new Promise<void>((resolve) => socket.write(piece, () => resolve()));
    sent += piece.length;
    await sleep(50);
  }
  await closed;
  expect(errors).toEqual([]);
  // The connection stayed open until the whole body had been sent, then the answer came.
  expect(endedAfter).toBe(total);
  expect(received).toMatch(/^HTTP\/1\.1 413 /);
  expect(received).toContain(globalMessage.bodyTooLarge);
});
