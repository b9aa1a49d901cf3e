import type { TwoFactorChallenge } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp, mailText, strongPassword, waitForMail } from '../../test/harness.ts';
import { timeStep, totpAt } from '../auth/totp.ts';
import { tokenKit } from '../tokens/test-kit.ts';

const lines: string[] = [];
// The most talkative level, so anything a request carries would have its chance to show.
const t = fileTestApp({ config: { logLevel: 'trace' }, logStream: { write: (line) => lines.push(line) } });
const tokens = tokenKit(t);

it('never writes a password, a session token or a reset token to the log', async () => {
  const user = await t.createUser({ email: 'logged.person@example.com', permissions: ['access_all_users'] });
  const cookie = await t.signIn(user.username);
  await t.call('user-service/is-logged-in', {}, { cookie });
  // A personal API token in its Authorization header, accepted and refused.
  const { token: apiToken } = await tokens.tokenOf(cookie, { permissions: ['access_all_users'] });
  await t.call('user-service/is-logged-in', {}, { headers: tokens.bearer(apiToken) });
  await t.call('user-service/get-all-users', undefined, { headers: tokens.bearer(`${apiToken}x`) });
  await t.call('user-service/login', { username: user.username, password: 'Wrong-Guess-77' });
  await t.call('user-service/forgot-password', { email: 'logged.person@example.com' });
  const [mail = ''] = (await waitForMail(t, 1)).map(mailText);
  const token = /token=([\w-]+)/.exec(mail)?.[1] ?? '';
  // A link opened in its old form, with the token in the query, and a page with a search.
  await t.app.inject({ method: 'GET', url: `/login/reset-password?token=${token}` });
  await t.app.inject({ method: 'GET', url: `/users?secret-search=${token}` });
  await t.call('user-service/reset-password', {
    token,
    password: 'Newer123!pass',
    passwordRetype: 'Newer123!pass',
  });
  await t.call('user-service/get-all-users', undefined, { cookie });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(5);
  expect(token.length).toBeGreaterThan(20);
  for (const secret of [
    strongPassword,
    'Wrong-Guess-77',
    'Newer123!pass',
    token,
    cookie.split('=')[1] ?? cookie,
    apiToken,
  ]) {
    expect(log).not.toContain(secret);
  }
});

it('writes one line per request, with what ops read: method, path, status and time taken', async () => {
  const user = await t.createUser();
  const cookie = await t.signIn(user.username);
  const requestId = 'one-line-per-request';
  lines.length = 0;
  const answer = await t.call(
    'user-service/is-logged-in',
    {},
    { cookie, headers: { 'x-request-id': requestId } },
  );
  expect(answer.statusCode).toBe(200);
  const own = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === requestId);
  expect(own).toHaveLength(1);
  expect(own[0]).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'POST', url: '/api/user-service/is-logged-in' },
    res: { statusCode: 200 },
  });
  expect(own[0].responseTime).toBeGreaterThan(0);
});

/** Makes every change of `table` fail, as a lock timeout or a dropped connection would. */
async function failingUpdates(table: 'users' | 'user_two_factor') {
  await t.database.db.execute(
    sql.raw(`create or replace function masthead_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'statement failed on purpose'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger masthead_test_fail before update on ${table}
      for each row execute function masthead_test_fail()`),
  );
  return () => t.database.db.execute(sql.raw(`drop trigger masthead_test_fail on ${table}`));
}

describe('a statement the database refuses', () => {
  it('is logged by its text and cause, never its values, during a sign-in code check', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const started = await t.call('user-service/start-two-factor-enrolment', {}, { cookie });
    const { secret } = started.body.data;
    const enrolled = await t.call(
      'user-service/confirm-two-factor-enrolment',
      { password: strongPassword, code: totpAt(secret, timeStep() - 1) },
      { cookie },
    );
    expect(enrolled.statusCode).toBe(200);
    const pending = (
      await t.call('user-service/login', { username: user.username, password: strongPassword })
    ).body.data as TwoFactorChallenge;
    const restore = await failingUpdates('user_two_factor');
    lines.length = 0;
    const answer = await t.call('user-service/verify-login-code', {
      pending_token: pending.pending_token,
      code: totpAt(secret, timeStep()),
    });
    await restore();
    expect(answer.statusCode).toBe(500);
    const log = lines.join('');
    // The failure is there to be read, with what failed and why…
    expect(log).toContain('update \\"user_two_factor\\"');
    expect(log).toContain('statement failed on purpose');
    // …but not the values it was sent with: here, the second factor's secret.
    expect(log).not.toContain(secret);
    expect(log).not.toContain('params');
  });

  it('is logged by its text and cause, never its values, during a password change', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const restore = await failingUpdates('users');
    lines.length = 0;
    const answer = await t.call(
      'user-service/change-my-password',
      { oldPassword: strongPassword, password: 'Changed-Pass9', passwordRetype: 'Changed-Pass9' },
      { cookie },
    );
    await restore();
    expect(answer.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('update \\"users\\"');
    expect(log).toContain('statement failed on purpose');
    // The new password's argon2 hash was one of the statement's values.
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('Changed-Pass9');
    expect(log).not.toContain('params');
  });
});
