import { globalMessage } from '@masthead/contract';
import { expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';
import { fileTestAppDatabaseDown } from './test-kit.ts';

const lines: string[] = [];
const t = fileTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => lines.push(line) } });
const down = fileTestAppDatabaseDown();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it('names every answer with a new id, calls, pages and refusals alike', async () => {
  const answers = [
    (await t.call('user-service/is-logged-in', {})).headers,
    (await t.call('user-service/login', { username: 'nobody', password: 'x' })).headers,
    (await t.app.inject({ method: 'GET', url: '/healthz' })).headers,
    (await t.app.inject({ method: 'GET', url: '/no/such/page' })).headers,
    (await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' })).headers,
  ].map((headers) => String(headers['x-request-id']));
  for (const id of answers) expect(id).toMatch(uuid);
  expect(new Set(answers).size).toBe(answers.length);
});

it("keeps a proxy's sane id and replaces one too long or of odd characters", async () => {
  const sent = async (id: string) =>
    (await t.call('user-service/is-logged-in', {}, { headers: { 'x-request-id': id } })).headers[
      'x-request-id'
    ];
  expect(await sent('lb-2f9c.41:7')).toBe('lb-2f9c.41:7');
  for (const odd of ['x'.repeat(129), 'two words', 'a"b', '<script>', 'id\u00e9'])
    expect(await sent(odd), odd).toMatch(uuid);
});

it('writes the id in every log line of the request', async () => {
  const id = 'trace-me-0042';
  await t.call('user-service/is-logged-in', {}, { headers: { 'x-request-id': id } });
  const ofRequest = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
  // One line a request, written when its answer has gone (http/request-log.ts).
  expect(ofRequest.map((entry) => entry.msg)).toEqual(['request completed']);
});

it('puts the id in the envelope of a server fault only, where the user is asked to report it', async () => {
  const fault = await down.call('user-service/login', { username: 'someone', password: 'secret' });
  expect(fault.statusCode).toBe(503);
  expect(fault.body).toEqual({
    status: 'ERROR',
    message: globalMessage.databaseUnavailable,
    requestId: fault.headers['x-request-id'],
  });
  const refusal = await t.call('user-service/is-logged-in', {});
  expect(refusal.statusCode).toBe(401);
  expect(refusal.body).toEqual({ status: 'ERROR', message: 'Not logged in' });
});
