import { globalMessage } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers the logged user and a session cookie', async () => {
    const user = await t.createUser({ permissions: ['access_all_users'] });
    const result = await t.call('user-service/login', { username: user.username, password: 'Secret123!', remember: false });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({ username: user.username, permissions: ['access_all_users'] });
    expect(result.body.data).not.toHaveProperty('password');
    expect(result.cookie).toBeDefined();
  });

  it('refuses a wrong password with the same answer as an unknown user', async () => {
    const user = await t.createUser();
    const wrong = await t.call('user-service/login', { username: user.username, password: 'Nope123!x' });
    const unknown = await t.call('user-service/login', { username: 'nobodyhere', password: 'Nope123!x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    expect(unknown.body).toEqual(wrong.body);
  });
});
