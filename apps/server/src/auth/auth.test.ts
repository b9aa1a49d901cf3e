import { fieldMessage, globalMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fileTestApp, startTestApp, strongPassword } from '../../test/harness.ts';
import { sessions, throttleCounters } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

const t = fileTestApp();

/** Each test that fails sign-ins on purpose does it from its own address. */
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  // From a range no fixed address of these tests is in, however many are taken.
  return `198.18.${addressCounter >> 8}.${addressCounter & 255}`;
};

const login = (body: Record<string, unknown>, remoteAddress = freshAddress()) =>
  t.call('user-service/login', body, { remoteAddress });

describe('login', () => {
  it('answers the logged user, without any password, and a session cookie', async () => {
    const user = await t.createUser({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      note: 'Night desk',
      permissions: ['create_project', 'access_all_users'],
    });
    const result = await login({ username: user.username, password: strongPassword, remember: false });
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({
      status: 'OK',
      data: {
        id: user.id,
        username: user.username,
        status: 'ACTIVE',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        note: 'Night desk',
        permissions: ['access_all_users', 'create_project'],
        two_factor: { enrolled: false, required: false },
      },
    });
    const text = JSON.stringify(result.body);
    expect(text).not.toMatch(/password|hash|argon/i);
    expect(text).not.toContain(strongPassword);
    expect(result.cookie).toMatch(/^masthead_session=.{40,}$/);
  });

  it('signs in whatever the case of the username', async () => {
    const user = await t.createUser();
    const result = await login({ username: user.username.toUpperCase(), password: strongPassword });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({ id: user.id });
  });

  it('refuses a wrong password with the same answer as an unknown user', async () => {
    const user = await t.createUser();
    const wrong = await login({ username: user.username, password: 'Nope123!x' });
    const unknown = await login({ username: 'nobodyhere', password: 'Nope123!x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookie).toBeUndefined();
    expect(unknown.setCookie).toBeUndefined();
  });

  it('does not let an INACTIVE user in, even with the right password', async () => {
    const user = await t.createUser({ status: 'INACTIVE' });
    const right = await login({ username: user.username, password: strongPassword });
    expect(right.statusCode).toBe(403);
    expect(right.body).toEqual({ status: 'ERROR', message: globalMessage.accountInactive });
    expect(right.setCookie).toBeUndefined();
    const wrong = await login({ username: user.username, password: 'Nope123!x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
  });

  it.each([
    ['missing', {}],
    ['blank', { username: '', password: '' }],
  ])('asks for a %s username and password', async (_, body) => {
    const result = await login(body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(
      fieldErrors({ username: [fieldMessage.required], password: [fieldMessage.required] }),
    );
  });

  it('treats a request without any body as an empty form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user-service/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldErrors({ username: [fieldMessage.required], password: [fieldMessage.required] }),
    );
  });

  it('refuses a username over 45 characters before looking it up', async () => {
    const longest = await login({ username: 'a'.repeat(45), password: 'Nope123!x' });
    expect(longest.statusCode).toBe(401);
    expect(longest.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    const tooLong = await login({ username: 'a'.repeat(46), password: 'Nope123!x' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toEqual(fieldErrors({ username: [fieldMessage.maxSymbols(45)] }));
  });

  it('takes remember only as a boolean', async () => {
    const user = await t.createUser();
    const result = await login({ username: user.username, password: strongPassword, remember: 'yes' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ remember: [fieldMessage.invalid] }));
    const omitted = await login({ username: user.username, password: strongPassword });
    expect(omitted.statusCode).toBe(200);
  });
});

describe('session cookie', () => {
  const expiresAtOf = async (cookie: string) => {
    const token = cookie.slice('masthead_session='.length);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    return row?.expiresAt.getTime();
  };

  it('is HttpOnly, SameSite=Lax, for the whole site, and ends with the browser without "Remember me"', async () => {
    const user = await t.createUser();
    const result = await login({ username: user.username, password: strongPassword, remember: false });
    const flags = result.setCookie?.split(/;\s*/).slice(1) ?? [];
    expect(flags).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(result.setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(result.setCookie).not.toMatch(/Secure/i);
    const expiresAt = (await expiresAtOf(result.cookie ?? '')) ?? 0;
    // Without "Remember me" the server ends it after 8 idle hours.
    expect(expiresAt - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
  });

  it('lasts 30 days with "Remember me"', async () => {
    const user = await t.createUser();
    const result = await login({ username: user.username, password: strongPassword, remember: true });
    const flags = result.setCookie?.split(/;\s*/).slice(1) ?? [];
    expect(flags).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']));
    const expiresAt = (await expiresAtOf(result.cookie ?? '')) ?? 0;
    expect(expiresAt - Date.now()).toBeGreaterThan(30 * 86400_000 - 60_000);
  });

  it('is Secure when the request came over HTTPS through a trusted proxy, and not over plain HTTP', async () => {
    const behindProxy = await startTestApp({ database: t.database, config: { trustProxy: 1 } });
    try {
      const user = await t.createUser();
      const body = { username: user.username, password: strongPassword, remember: true };
      const https = await behindProxy.call('user-service/login', body, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.statusCode).toBe(200);
      expect(https.setCookie?.split(/;\s*/)).toContain('Secure');
      const plain = await behindProxy.call('user-service/login', body);
      expect(plain.statusCode).toBe(200);
      expect(plain.setCookie).not.toMatch(/Secure/i);
      // Without TRUST_PROXY a client cannot claim HTTPS by a header.
      const untrusted = await t.call('user-service/login', body, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(untrusted.statusCode).toBe(200);
      expect(untrusted.setCookie).not.toMatch(/Secure/i);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('sign-in throttling', () => {
  it('counts failures behind a proxy by the address the proxy saw, whatever the client claims', async () => {
    const behindProxy = await startTestApp({ database: t.database, config: { trustProxy: 1 } });
    try {
      // Each request claims a new address of its own; the proxy appends the one it really saw.
      const attempt = (username: string, password: string, claimed: number) =>
        behindProxy.call(
          'user-service/login',
          { username, password },
          { headers: { 'x-forwarded-for': `203.0.113.${claimed}, 198.51.100.77` } },
        );
      for (let failure = 0; failure < 30; failure += 1)
        await attempt(`nobody${failure}`, 'Wrong1!pass', failure);
      const user = await t.createUser();
      const refused = await attempt(user.username, strongPassword, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses the 6th attempt from one address after 5 failures for one username, even with the right password', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await login({ username: user.username, password: `Wrong${attempt}!x` }, address);
      expect(failed.statusCode).toBe(401);
      expect(failed.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    }
    const sixth = await login({ username: user.username, password: strongPassword }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
    expect(sixth.setCookie).toBeUndefined();
    // The same name in other letter cases is the same account.
    const otherCase = await login(
      { username: user.username.toUpperCase(), password: strongPassword },
      address,
    );
    expect(otherCase.statusCode).toBe(429);
    // Other usernames, even from the same address, are not affected.
    const otherUser = await login({ username: other.username, password: strongPassword }, address);
    expect(otherUser.statusCode).toBe(200);
  });

  it('does not lock the owner out at another address while a guesser is throttled at one', async () => {
    const user = await t.createUser();
    const guesser = freshAddress();
    for (let round = 1; round <= 3; round += 1) {
      for (let attempt = 1; attempt <= 6; attempt += 1)
        await login({ username: user.username, password: `Guess${attempt}!x` }, guesser);
      expect((await login({ username: user.username, password: strongPassword }, guesser)).statusCode).toBe(
        429,
      );
      const owner = await login({ username: user.username, password: strongPassword });
      expect(owner.statusCode).toBe(200);
    }
  });

  it('does not lock the owner out elsewhere however long one address keeps guessing', async () => {
    const user = await t.createUser();
    const guesser = freshAddress();
    const answers = [];
    for (let attempt = 1; attempt <= 110; attempt += 1)
      answers.push((await login({ username: user.username, password: 'Wrong123!x' }, guesser)).statusCode);
    expect(answers.filter((code) => code === 401)).toHaveLength(5);
    // Refused attempts count no further toward the username's limit of all addresses together.
    const owner = await login({ username: user.username, password: strongPassword });
    expect(owner.statusCode).toBe(200);
  });

  it('refuses a username after 100 failures from all addresses together', async () => {
    const user = await t.createUser();
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const failed = await login({ username: user.username, password: 'Wrong123!x' });
      expect(failed.statusCode).toBe(401);
    }
    const refused = await login({ username: user.username, password: strongPassword });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
  });

  it('lets no more than 5 of 100 simultaneous wrong passwords be checked', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        login({ username: user.username, password: `Wrong${attempt}!x` }, address),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(95);
  });

  it('counts a username that grows when lower-cased, answering 401 and then 429, never 500', async () => {
    const address = freshAddress();
    const username = 'İ'.repeat(40);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await login({ username, password: 'Wrong123!x' }, address);
      expect(failed.statusCode).toBe(401);
      expect(failed.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    }
    expect((await login({ username, password: 'Wrong123!x' }, address)).statusCode).toBe(429);
  });

  it('refuses an address after 30 failures within 15 minutes, whatever the usernames', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const failed = await login({ username: `nobody${attempt}`, password: 'Wrong123!x' }, address);
      expect(failed.statusCode).toBe(401);
    }
    const blocked = await login({ username: user.username, password: strongPassword }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
    const elsewhere = await login({ username: user.username, password: strongPassword }, freshAddress());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgets earlier failures of a username after a successful sign-in', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    const failFourTimes = async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login({ username: user.username, password: 'Wrong123!x' }, address)).statusCode).toBe(
          401,
        );
      }
    };
    await failFourTimes();
    expect((await login({ username: user.username, password: strongPassword }, address)).statusCode).toBe(
      200,
    );
    await failFourTimes();
    // Eight failures in all, but only four since the success.
    expect((await login({ username: user.username, password: strongPassword }, address)).statusCode).toBe(
      200,
    );
  });

  it('counts only the attempts of the last 15 minutes', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login({ username: user.username, password: 'Wrong123!x' }, address);
    }
    expect((await login({ username: user.username, password: strongPassword }, address)).statusCode).toBe(
      429,
    );
    await t.database.db
      .update(throttleCounters)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(throttleCounters.address, address));
    expect((await login({ username: user.username, password: strongPassword }, address)).statusCode).toBe(
      200,
    );
  });
});

describe('signing in again', () => {
  it('ends the session the browser held before, so it never holds two live tokens', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const before = await t.signIn(first.username);
    const again = await t.call(
      'user-service/login',
      { username: second.username, password: strongPassword },
      { cookie: before, remoteAddress: freshAddress() },
    );
    expect(again.statusCode).toBe(200);
    expect(again.cookie).toBeDefined();
    expect((await t.call('user-service/is-logged-in', undefined, { cookie: before })).statusCode).toBe(401);
    const after = await t.call('user-service/is-logged-in', undefined, { cookie: again.cookie });
    expect(after.body.data.username).toBe(second.username);
    const [left] = await t.database.db
      .select({ sessions: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.id, hashToken(before.split('=')[1] ?? '')));
    expect(left?.sessions).toBe(0);
  });

  it('keeps the held session when the new sign-in fails', async () => {
    const user = await t.createUser();
    const held = await t.signIn(user.username);
    const failed = await t.call(
      'user-service/login',
      { username: user.username, password: 'Wrong123!x' },
      { cookie: held, remoteAddress: freshAddress() },
    );
    expect(failed.statusCode).toBe(401);
    expect((await t.call('user-service/is-logged-in', undefined, { cookie: held })).statusCode).toBe(200);
  });
});

describe('is-logged-in', () => {
  it('answers 401 "Not logged in" without a session cookie', async () => {
    const result = await t.call('user-service/is-logged-in');
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notLoggedIn });
  });

  it('answers 401 "Not logged in" for a cookie no session has', async () => {
    const result = await t.call('user-service/is-logged-in', undefined, {
      cookie: 'masthead_session=made-up-token',
    });
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notLoggedIn });
  });

  it('answers the signed-in user, as login did', async () => {
    const user = await t.createUser({ permissions: ['update_user'] });
    const signedIn = await login({ username: user.username, password: strongPassword });
    const result = await t.call('user-service/is-logged-in', undefined, { cookie: signedIn.cookie });
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ status: 'OK', data: signedIn.body.data });
  });

  it('answers 401 "Not logged in" after logout', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    expect((await t.call('user-service/logout', undefined, { cookie })).statusCode).toBe(200);
    const result = await t.call('user-service/is-logged-in', undefined, { cookie });
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notLoggedIn });
  });
});
