import { globalMessage } from '@masthead/contract';
import { expect, it } from 'vitest';
import { fileTestApp, type TestApp } from '../../test/harness.ts';
import { fileTestAppDatabaseDown } from './test-kit.ts';

const t = fileTestApp();
const down = fileTestAppDatabaseDown();

const get = (app: TestApp, url: string) =>
  app.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' });

it('says the process is up and the database answers, without a session', async () => {
  for (const url of ['/healthz', '/readyz']) {
    const answer = await get(t, url);
    expect(answer.statusCode, url).toBe(200);
    expect(answer.json(), url).toEqual({ status: 'OK' });
    expect(answer.headers['cache-control'], url).toBe('no-store');
  }
});

it('is not ready while the database cannot be reached, yet still alive', async () => {
  const ready = await get(down, '/readyz');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'ERROR', message: globalMessage.databaseUnavailable });
  expect((await get(down, '/healthz')).statusCode).toBe(200);
});

it('answers a HEAD probe as well', async () => {
  expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
});
