import { fieldMessage, globalMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fileTestApp, strongPassword } from '../../test/harness.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

const t = fileTestApp();

const sessionIdOf = (cookie: string) => hashToken(cookie.slice('masthead_session='.length));
const sessionRow = async (cookie: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(cookie)));
  return row;
};
const sessionsOf = (userId: number) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

const sessionExpired = { status: 'ERROR', message: globalMessage.sessionExpired };
/** A protected call any signed-in user may make, to ask "does this cookie still work?". */
const protectedCall = (cookie: string | undefined) =>
  t.call('user-service/change-my-password', {}, cookie ? { cookie } : {});
const stillWorks = async (cookie: string) => {
  const result = await t.call('user-service/is-logged-in', undefined, { cookie });
  return result.statusCode === 200;
};

describe('sessions', () => {
  it('answers 401 "session expired" on a protected call once the session has expired, and forgets it', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const result = await protectedCall(cookie);
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual(sessionExpired);
    expect(await sessionRow(cookie)).toBeUndefined();
    const check = await t.call('user-service/is-logged-in', undefined, { cookie });
    expect(check.statusCode).toBe(401);
    expect(check.body).toEqual({ status: 'ERROR', message: globalMessage.notLoggedIn });
  });

  /** Signs in, sets the session to end in an hour, uses it: how long it has left after that use. */
  const timeLeftAfterUse = async (remember: boolean) => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username, strongPassword, remember);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    expect(await stillWorks(cookie)).toBe(true);
    const row = await sessionRow(cookie);
    return (row?.expiresAt.getTime() ?? 0) - Date.now();
  };

  it('moves the idle deadline of a browser-session sign-in forward on use', async () => {
    expect(await timeLeftAfterUse(false)).toBeGreaterThan(8 * 3600_000 - 60_000);
  });

  it('keeps the fixed 30-day end of a remembered sign-in', async () => {
    expect(await timeLeftAfterUse(true)).toBeLessThanOrEqual(3600_000);
  });

  it('ends the sessions of a user made INACTIVE', async () => {
    const user = await t.createUser({ permissions: ['access_all_users'] });
    const cookie = await t.signIn(user.username);
    expect((await t.call('user-service/get-all-users', undefined, { cookie })).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    const result = await t.call('user-service/get-all-users', undefined, { cookie });
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual(sessionExpired);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('follows permission changes at once, without signing in again', async () => {
    const user = await t.createUser({ permissions: ['access_all_users'] });
    const cookie = await t.signIn(user.username);
    expect((await t.call('user-service/get-all-users', undefined, { cookie })).statusCode).toBe(200);
    const admin = await t.adminCookie();
    const current = await t.call('user-service/get-user', { id: user.id }, { cookie: admin });
    const { id, username, first_name, last_name, email, status, note } = current.body.data;
    const update = await t.call(
      'user-service/update-user',
      { id, username, first_name, last_name, email, status, note, permissions: ['create_project'] },
      { cookie: admin },
    );
    expect(update.statusCode).toBe(200);
    const result = await t.call('user-service/get-all-users', undefined, { cookie });
    expect(result.statusCode).toBe(403);
    expect(result.body.message).toBe(globalMessage.permissionDenied(['access_all_users']));
  });
});

/**
 * Calls made together share one session statement (db/per-turn.ts); the harness's injected
 * calls started at once arrive in the same turn, as a page's calls do.
 */
describe('session checks of calls made at once', () => {
  const isLoggedIn = (cookie?: string) =>
    t.call('user-service/is-logged-in', undefined, cookie ? { cookie } : {});

  it('answer each browser for its own session: two users, a logged-out one and none', async () => {
    const first = await t.signedInUser([]);
    const second = await t.signedInUser(['access_all_users']);
    const gone = await t.signedInUser([]);
    await t.call('user-service/logout', undefined, { cookie: gone.cookie });
    const answers = await Promise.all([
      isLoggedIn(first.cookie),
      isLoggedIn(gone.cookie),
      isLoggedIn(second.cookie),
      isLoggedIn(),
      isLoggedIn(first.cookie),
    ]);
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 401, 200, 401, 200]);
    const [firstAnswer, , secondAnswer, , firstAgain] = answers.map(({ body }) => body.data);
    expect(firstAnswer).toMatchObject({ username: first.username, permissions: [] });
    expect(secondAnswer).toMatchObject({ username: second.username, permissions: ['access_all_users'] });
    expect(firstAgain).toEqual(firstAnswer);
  });

  it('move a session’s last seen once a minute, whichever of them writes it', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'`, expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(sessions.id, sessionIdOf(cookie)));
    const answers = await Promise.all([1, 2, 3].map(() => isLoggedIn(cookie)));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200]);
    const row = await sessionRow(cookie);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
  });
});

describe('logout', () => {
  it('ends the session for real: the old cookie no longer works on any call', async () => {
    const user = await t.createUser({ permissions: ['access_all_users'] });
    const cookie = await t.signIn(user.username);
    const result = await t.call('user-service/logout', undefined, { cookie });
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ status: 'OK', data: null });
    // The browser is told to drop the cookie.
    expect(result.setCookie).toMatch(/^masthead_session=;/);
    expect(result.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await sessionRow(cookie)).toBeUndefined();
    // A copy of the cookie kept elsewhere is worth nothing now.
    const list = await t.call('user-service/get-all-users', undefined, { cookie });
    expect(list.statusCode).toBe(401);
    expect(list.body).toEqual(sessionExpired);
    expect(await stillWorks(cookie)).toBe(false);
  });

  it('ends only the browser that logs out', async () => {
    const user = await t.createUser();
    const laptop = await t.signIn(user.username);
    const phone = await t.signIn(user.username);
    await t.call('user-service/logout', undefined, { cookie: laptop });
    expect(await stillWorks(laptop)).toBe(false);
    expect(await stillWorks(phone)).toBe(true);
  });

  it('answers OK without a session too', async () => {
    const result = await t.call('user-service/logout');
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ status: 'OK', data: null });
  });
});

describe('change-my-password', () => {
  const newPassword = 'Fresh456#Pass';
  const change = (cookie: string | undefined, body: Record<string, unknown>) =>
    t.call('user-service/change-my-password', body, cookie ? { cookie } : {});
  /** The change from the right old password to `password`, confirmed as `passwordRetype`. */
  const changeTo = (cookie: string | undefined, password: string, passwordRetype = password) =>
    change(cookie, { oldPassword: strongPassword, password, passwordRetype });

  it('needs a session', async () => {
    const result = await changeTo(undefined, newPassword);
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual(sessionExpired);
  });

  it('needs every field', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await change(cookie, {});
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(
      fieldErrors({
        oldPassword: [fieldMessage.required],
        password: [fieldMessage.newPasswordRequired],
        passwordRetype: [fieldMessage.required],
      }),
    );
  });

  it('answers "New is required" for a missing new password', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await changeTo(cookie, '');
    expect(result.statusCode).toBe(400);
    expect(result.body.messages?.password).toEqual([fieldMessage.newPasswordRequired]);
  });

  it('refuses a wrong old password under oldPassword and keeps the password', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await change(cookie, {
      oldPassword: 'Wrong123!x',
      password: newPassword,
      passwordRetype: newPassword,
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ oldPassword: [fieldMessage.wrongOldPassword] }));
    expect(await stillWorks(cookie)).toBe(true);
    expect(await t.signIn(user.username, strongPassword)).toBeDefined();
  });

  it('counts wrong old passwords toward the sign-in limit, so a stolen session cannot guess it', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const from = { cookie, remoteAddress: '198.51.100.240' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await t.call(
        'user-service/change-my-password',
        { oldPassword: `Guess${attempt}!x`, password: newPassword, passwordRetype: newPassword },
        from,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await t.call(
      'user-service/change-my-password',
      { oldPassword: strongPassword, password: newPassword, passwordRetype: newPassword },
      from,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
    // Nothing changed: the old password still signs in (from another address).
    expect(await t.signIn(user.username, strongPassword)).toBeDefined();
  });

  it('records "password (changed)" in the history, by the user itself', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await changeTo(cookie, newPassword);
    expect(result.statusCode).toBe(200);
    const history = await t.call(
      'user-service/get-user-history',
      { id: user.id },
      { cookie: await t.adminCookie() },
    );
    const [latest] = history.body.data;
    expect(latest?.actor).toEqual({ id: user.id, username: user.username });
    expect(latest?.changes).toEqual([{ field: 'password', from: null, to: '(changed)' }]);
  });

  it('refuses a weak new password with the strength rule', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await changeTo(cookie, 'weakpass');
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ password: [fieldMessage.passwordStrength] }));
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await changeTo(cookie, newPassword, `${newPassword}x`);
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ passwordRetype: [fieldMessage.retypeMismatch] }));
  });

  it('changes the password, signs out every other browser and keeps this one signed in', async () => {
    const user = await t.createUser();
    const here = await t.signIn(user.username, strongPassword, true);
    const elsewhere = await t.signIn(user.username);
    const result = await changeTo(here, newPassword);
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ status: 'OK', data: globalMessage.passwordChanged });
    // The answer hands this browser a fresh session, remembered as the old one was.
    expect(result.cookie).toBeDefined();
    expect(result.cookie).not.toBe(here);
    expect(result.setCookie).toMatch(/Max-Age=2592000/);
    expect(await stillWorks(result.cookie ?? '')).toBe(true);
    const other = await protectedCall(elsewhere);
    expect(other.statusCode).toBe(401);
    expect(other.body).toEqual(sessionExpired);
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const oldLogin = await t.call('user-service/login', {
      username: user.username,
      password: strongPassword,
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    expect(await t.signIn(user.username, newPassword)).toBeDefined();
  });
});
