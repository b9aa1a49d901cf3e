import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailText, startTestApp, strongPassword, type TestApp, waitForMail } from '../../test/harness.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  // The most talkative level, so anything a request carries would have its chance to show.
  t = await startTestApp({ config: { logLevel: 'trace' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

it('never writes a password, a session token or a reset token to the log', async () => {
  const user = await t.createUser({ email: 'logged.person@example.com' });
  const cookie = await t.signIn(user.username);
  await t.call('user-service/is-logged-in', {}, { cookie });
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
  ]) {
    expect(log).not.toContain(secret);
  }
});
