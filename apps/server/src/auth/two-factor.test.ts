import {
  fieldMessage,
  globalMessage,
  type PermissionName,
  permissionNames,
  type SignedInUser,
  type TwoFactorChallenge,
  twoFactorMessage,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CallOptions,
  describeAccess,
  fileTestAppSignedIn,
  startTestApp,
  strongPassword,
  type TestApp,
  validUser,
} from '../../test/harness.ts';
import { sessions, users } from '../db/schema.ts';
import { userTwoFactor } from './schema.ts';
import { openSecret, sealSecret, twoFactorKeyOf } from './secret-box.ts';
import { throttleLimits } from './throttle.ts';
import { base32Decode, base32Encode, stepSeconds, timeStep, totpAt } from './totp.ts';
import { startPendingLogin } from './two-factor.ts';

const t = fileTestAppSignedIn();
beforeAll(async () => {
  // The clock stands still in the middle of a 30-second step, so the codes a test computes for
  // the step before, this one and the next are the ones the server expects, however slow the
  // machine. Only Date is replaced: timers, and the database's own now(), run as ever.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(timeStep() * stepSeconds * 1000 + (stepSeconds / 2) * 1000);
});
afterAll(async () => {
  vi.useRealTimers();
});

/** Each test that signs in does it from its own address, so no test throttles another. */
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${addressCounter >> 8}.${addressCounter & 255}`;
};

/** The code an authenticator app shows `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => totpAt(secret, timeStep() + offset);

const login = (username: string, options: CallOptions & { remember?: boolean } = {}) =>
  t.call(
    'user-service/login',
    { username, password: strongPassword, remember: options.remember ?? false },
    { remoteAddress: options.remoteAddress ?? freshAddress() },
  );

const challengeOf = (data: unknown) => data as TwoFactorChallenge;

/** Sends a code for a pending sign-in, from an address of its own unless one is given. */
const verifyCode = (pending_token: string, code: string, remoteAddress = freshAddress()) =>
  t.call('user-service/verify-login-code', { pending_token, code }, { remoteAddress });

/** Gives the password again, then `code` as the second factor. */
const signInWithCode = async (username: string, code: string) =>
  verifyCode(challengeOf((await login(username)).body.data).pending_token, code);

/**
 * A signed-in user who set up the second factor, confirming it with the code of the step
 * before now, so that the codes of now and of the next step are still unused.
 */
async function enrolledUser(permissions: readonly PermissionName[] = ['access_all_projects']) {
  const user = await t.createUser({ permissions });
  const cookie = await t.signIn(user.username);
  const started = await t.call('user-service/start-two-factor-enrolment', {}, { cookie });
  expect(started.statusCode).toBe(200);
  const { secret } = started.body.data;
  const confirmed = await t.call(
    'user-service/confirm-two-factor-enrolment',
    { password: strongPassword, code: codeAt(secret, -1) },
    { cookie },
  );
  expect(confirmed.statusCode).toBe(200);
  return { ...user, cookie, secret, recoveryCodes: confirmed.body.data.recovery_codes };
}

describe('TOTP', () => {
  it('computes the codes of RFC 6238 (SHA-1), cut to six digits', () => {
    const secret = new TextEncoder().encode('12345678901234567890');
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpAt(secret, Math.floor(seconds / 30))).toBe(code);
  });

  it('writes and reads secrets in base32 as authenticator apps do', () => {
    expect(base32Encode(new TextEncoder().encode('12345678901234567890'))).toBe(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    );
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe('12345678901234567890');
  });
});

describe('enrolment', () => {
  it('gives the secret as text and as a QR code, and turns on only with a right first code', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const started = await t.call('user-service/start-two-factor-enrolment', undefined, { cookie });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Masthead:${user.username}?secret=${secret}&issuer=Masthead&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<title>QR code for Masthead/);

    // Not on yet: the password alone still signs in.
    expect((await login(user.username)).cookie).toBeDefined();

    const confirm = (body: Record<string, unknown>) =>
      t.call('user-service/confirm-two-factor-enrolment', body, { cookie, remoteAddress: '203.0.113.50' });
    const wrongPassword = await confirm({ password: 'Wrong-Pass-1', code: codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.body.messages).toEqual({ password: [fieldMessage.wrongOldPassword] });
    const wrongCode = await confirm({ password: strongPassword, code: codeAt(secret, 3) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.body.messages).toEqual({ code: [twoFactorMessage.wrongEnrolmentCode] });
    const notDigits = await confirm({ password: strongPassword, code: '12a456' });
    expect(notDigits.statusCode).toBe(400);
    expect(notDigits.body.messages).toEqual({ code: [twoFactorMessage.code] });

    // As people type it: with a space in the middle.
    const code = codeAt(secret);
    const confirmed = await confirm({
      password: strongPassword,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // On: the secret is never answered again, and starting over is refused.
    const again = await t.call('user-service/start-two-factor-enrolment', {}, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({ status: 'ERROR', message: twoFactorMessage.alreadyEnrolled });
    const status = await t.as('user-service/get-user-two-factor', { id: user.id });
    expect(status.body.data).toMatchObject({ enrolled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);

    const history = await t.as('user-service/get-user-history', { id: user.id });
    expect(history.body.data[0]?.changes).toEqual([{ field: 'two-factor', from: null, to: '(on)' }]);
    expect(JSON.stringify(history.body)).not.toContain(secret);
  });

  it('refuses a confirmation without a started enrolment', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const result = await t.call(
      'user-service/confirm-two-factor-enrolment',
      { password: strongPassword, code: '123456' },
      { cookie },
    );
    expect(result.statusCode).toBe(409);
    expect(result.body).toEqual({ status: 'ERROR', message: twoFactorMessage.notStarted });
  });

  it('needs a session', async () => {
    const result = await t.call('user-service/start-two-factor-enrolment', {});
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
  });
});

describe('sign-in with a second factor', () => {
  it('asks for a code after the password, then signs in with it, remembered if asked', async () => {
    const user = await enrolledUser();
    const first = await login(user.username, { remember: true });
    expect(first.statusCode).toBe(200);
    expect(first.cookie).toBeUndefined();
    expect(Object.keys(first.body.data).sort()).toEqual(['pending_token', 'two_factor_required']);
    const { pending_token } = challengeOf(first.body.data);

    const second = await verifyCode(pending_token, codeAt(user.secret));
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({
      id: user.id,
      username: user.username,
      two_factor: { enrolled: true, required: false },
    });
    // "Remember me" of the first step holds: a cookie that outlives the browser session.
    expect(second.setCookie).toMatch(/Max-Age=2592000/);
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: second.cookie });
    expect(me.body.data).toEqual(second.body.data);

    // The token works once.
    const reused = await t.call('user-service/verify-login-code', {
      pending_token,
      code: codeAt(user.secret, 1),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.body).toEqual({ status: 'ERROR', message: twoFactorMessage.pendingExpired });
  });

  it('does not take a code twice, nor an older one after a newer', async () => {
    const user = await enrolledUser();
    const verify = (code: string) => signInWithCode(user.username, code);
    expect((await verify(codeAt(user.secret, 1))).statusCode).toBe(200);
    const replayed = await verify(codeAt(user.secret, 1));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toEqual({ status: 'ERROR', message: twoFactorMessage.wrongCode });
    expect(replayed.cookie).toBeUndefined();
    expect((await verify(codeAt(user.secret, 0))).statusCode).toBe(401);
    // A code two steps ahead is outside the window of one step either side.
    expect((await verify(codeAt(user.secret, 2))).statusCode).toBe(401);
  });

  it('lets exactly one of 100 parallel submissions of one code through', async () => {
    const user = await enrolledUser();
    const tokens = await Promise.all(
      Array.from({ length: 100 }, () =>
        startPendingLogin(t.database.db, { userId: user.id, persistent: false }),
      ),
    );
    const code = codeAt(user.secret);
    const results = await Promise.all(tokens.map((pending_token) => verifyCode(pending_token, code)));
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others find the code used (401), or, past the day's allowance of wrong codes, are not checked (429).
    expect(statuses.filter((status) => status === 401 || status === 429)).toHaveLength(99);
    const [factor] = await t.database.db
      .select({ lastStep: userTwoFactor.lastStep })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id));
    expect(factor?.lastStep).toBe(timeStep());
  });

  it('counts wrong codes toward the sign-in throttle of the username and address', async () => {
    const user = await enrolledUser();
    const address = freshAddress();
    const { pending_token } = challengeOf((await login(user.username, { remoteAddress: address })).body.data);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await verifyCode(pending_token, '000000', address);
      answers.push(result.statusCode);
    }
    // The password counted once, four wrong codes more: the fifth is over the pair's limit of 5.
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const again = await login(user.username, { remoteAddress: address });
    expect(again.statusCode).toBe(429);
    expect(again.body).toEqual({ status: 'ERROR', message: globalMessage.loginThrottled });
    // Another address is not locked out.
    expect((await login(user.username)).statusCode).toBe(200);
  });

  it('ends a pending sign-in after five wrong codes, whatever the addresses', async () => {
    const user = await enrolledUser();
    const { pending_token } = challengeOf((await login(user.username)).body.data);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verifyCode(pending_token, '000000');
      expect(wrong.body.message).toBe(twoFactorMessage.wrongCode);
    }
    const right = await verifyCode(pending_token, codeAt(user.secret));
    expect(right.statusCode).toBe(401);
    expect(right.body).toEqual({ status: 'ERROR', message: twoFactorMessage.tooManyCodes });
  });

  it('takes no more codes for an account after 20 wrong ones in a day, from any address, nor the right one', async () => {
    const user = await enrolledUser();
    const tryCode = (code: string) => signInWithCode(user.username, code);
    // A right code in between is no failure: it does not use the day's allowance up.
    expect((await tryCode(codeAt(user.secret, 1))).statusCode).toBe(200);
    for (let attempt = 0; attempt < throttleLimits.secondFactor; attempt += 1)
      expect((await tryCode('000000')).body.message).toBe(twoFactorMessage.wrongCode);
    const right = await tryCode(codeAt(user.secret, 1));
    expect(right.statusCode).toBe(429);
    expect(right.body).toEqual({ status: 'ERROR', message: twoFactorMessage.tooManyCodesToday });
    expect(right.cookie).toBeUndefined();
  });

  it('signs in with a recovery code, once', async () => {
    const user = await enrolledUser();
    const [recovery] = user.recoveryCodes;
    const verify = (code: string) => signInWithCode(user.username, code);
    // Typed in capitals and without the hyphen, it is the same code.
    const used = await verify(String(recovery).replace('-', '').toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(used.cookie).toBeDefined();
    const again = await verify(String(recovery));
    expect(again.statusCode).toBe(401);
    expect(again.body).toEqual({ status: 'ERROR', message: twoFactorMessage.wrongCode });
    const status = await t.as('user-service/get-user-two-factor', { id: user.id });
    expect(status.body.data.recovery_codes_left).toBe(9);
    const history = await t.as('user-service/get-user-history', { id: user.id });
    expect(history.body.data[0]?.changes).toEqual([
      { field: 'two-factor', from: null, to: '(recovery code used)' },
    ]);
  });

  it('refuses a made-up token and a code of the wrong shape', async () => {
    const madeUp = await t.call('user-service/verify-login-code', {
      pending_token: 'x'.repeat(43),
      code: '123456',
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.body).toEqual({ status: 'ERROR', message: twoFactorMessage.pendingExpired });
    const badShape = await t.call('user-service/verify-login-code', { pending_token: 'x', code: '12345' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.body.messages).toEqual({ code: [twoFactorMessage.codeOrRecovery] });
  });

  it('ends a sign-in waiting for its code when the password changes', async () => {
    const user = await enrolledUser();
    const { pending_token } = challengeOf((await login(user.username)).body.data);
    const changed = await t.call(
      'user-service/change-my-password',
      { oldPassword: strongPassword, password: 'Brand-New-Pass1', passwordRetype: 'Brand-New-Pass1' },
      { cookie: user.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const result = await t.call('user-service/verify-login-code', {
      pending_token,
      code: codeAt(user.secret),
    });
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: twoFactorMessage.pendingExpired });
  });

  it('does not sign in a user made INACTIVE between the two steps', async () => {
    const user = await enrolledUser();
    const { pending_token } = challengeOf((await login(user.username)).body.data);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    const result = await t.call('user-service/verify-login-code', {
      pending_token,
      code: codeAt(user.secret),
    });
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.accountInactive });
  });
});

describe('reset by an administrator', () => {
  it('turns the second factor off, so the password alone signs in, and records it', async () => {
    const user = await enrolledUser();
    const holder = await t.signedInUser(['update_user', 'access_all_projects']);
    const reset = await t.call(
      'user-service/reset-user-two-factor',
      { id: user.id },
      { cookie: holder.cookie },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data).toEqual({ enrolled: false, enrolled_at: null, recovery_codes_left: 0 });
    const signedIn = await login(user.username);
    expect(signedIn.cookie).toBeDefined();
    expect((signedIn.body.data as SignedInUser).two_factor).toEqual({ enrolled: false, required: false });
    const history = await t.as('user-service/get-user-history', { id: user.id });
    expect(history.body.data[0]).toMatchObject({
      actor: { id: holder.id, username: holder.username },
      changes: [{ field: 'two-factor', from: '(on)', to: '(reset)' }],
    });
    // The user can set it up again.
    const restarted = await t.call('user-service/start-two-factor-enrolment', {}, { cookie: user.cookie });
    expect(restarted.statusCode).toBe(200);
  });

  it('is refused for a user holding permissions the resetter lacks', async () => {
    const user = await enrolledUser(['create_user', 'update_user']);
    const holder = await t.signedInUser(['update_user']);
    const result = await t.call(
      'user-service/reset-user-two-factor',
      { id: user.id },
      { cookie: holder.cookie },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({
      status: 'ERROR',
      message: globalMessage.cannotEditHolder(['create_user']),
    });
    const status = await t.as('user-service/get-user-two-factor', { id: user.id });
    expect(status.body.data.enrolled).toBe(true);
  });

  it('refuses a stolen session of an update_user holder every step of taking its own account over', async () => {
    const owner = await enrolledUser(['update_user', 'access_all_users']);
    const thief = { cookie: owner.cookie };
    // 1. Switch the owner's second factor off.
    const reset = await t.call('user-service/reset-user-two-factor', { id: owner.id }, thief);
    expect(reset.statusCode).toBe(403);
    expect(reset.body).toEqual({ status: 'ERROR', message: globalMessage.ownTwoFactorElsewhere });
    // 2. Set a password the thief knows, or 3. send reset links to the thief's mailbox.
    const own = (await t.as('user-service/get-user', { id: owner.id })).body.data;
    const { creation_datetime: _c, ...profile } = own;
    const asOwn = (change: Record<string, unknown>) =>
      t.call('user-service/update-user', { ...profile, ...change }, thief);
    const newPassword = await asOwn({ password: 'Thief-Pass1' });
    expect(newPassword.statusCode).toBe(403);
    expect(newPassword.body).toEqual({ status: 'ERROR', message: globalMessage.ownPasswordElsewhere });
    const newEmail = await asOwn({ email: 'thief@example.net' });
    expect(newEmail.statusCode).toBe(403);
    expect(newEmail.body).toEqual({ status: 'ERROR', message: globalMessage.ownEmailElsewhere });
    // Nothing changed: the owner still signs in with its password and its phone.
    const status = await t.as('user-service/get-user-two-factor', { id: owner.id });
    expect(status.body.data.enrolled).toBe(true);
    expect((await login(owner.username)).body.data).toMatchObject({ two_factor_required: true });
    const after = (await t.as('user-service/get-user', { id: owner.id })).body.data;
    expect(after).toEqual(own);
    // Editing the rest of one's own profile is still allowed.
    const renamed = await asOwn({ first_name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
  });

  it('asks a session whose password is older than 15 minutes to confirm it before making credentials', async () => {
    const owner = await t.signedInUser([
      'update_user',
      'access_all_users',
      'create_user',
      'access_all_projects',
    ]);
    const intern = await t.createUser({ permissions: ['access_all_projects'] });
    // The thief's copy of the owner's cookie, some time after the owner signed in.
    await t.database.db
      .update(sessions)
      .set({ passwordConfirmedAt: sql`now() - interval '16 minutes'` })
      .where(eq(sessions.userId, owner.id));
    const thief = { cookie: owner.cookie };
    const { creation_datetime: _c, ...profile } = (await t.as('user-service/get-user', { id: intern.id }))
      .body.data;
    const refusals = [
      await t.call('user-service/update-user', { ...profile, password: 'Thief-Pass1' }, thief),
      await t.call('user-service/update-user', { ...profile, email: 'thief@example.net' }, thief),
      await t.call(
        'user-service/update-user',
        { ...profile, permissions: ['update_user', 'access_all_projects'] },
        thief,
      ),
      await t.call('user-service/create-user', validUser({ permissions: ['update_user'] }), thief),
      await t.call('user-service/reset-user-two-factor', { id: intern.id }, thief),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.confirmPassword });
    }
    const unchanged = (await t.as('user-service/get-user', { id: intern.id })).body.data;
    expect(unchanged).toEqual({ ...profile, creation_datetime: unchanged.creation_datetime });
    // What changes no one's sign-in goes on without it.
    const renamed = await t.call('user-service/update-user', { ...profile, first_name: 'Renamed' }, thief);
    expect(renamed.statusCode).toBe(200);
    // The owner, who knows the password, gives it again and carries on.
    const wrong = await t.call('user-service/confirm-password', { password: 'Not-The-Pass1' }, thief);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.messages).toEqual({ password: [fieldMessage.wrongOldPassword] });
    expect(
      (await t.call('user-service/confirm-password', { password: strongPassword }, thief)).statusCode,
    ).toBe(200);
    const again = await t.call(
      'user-service/update-user',
      { ...renamed.body.data, creation_datetime: undefined, password: 'Owner-Set-Pass1' },
      thief,
    );
    expect(again.statusCode).toBe(200);
  });

  it('lets another update_user holder set that user a password and e-mail address', async () => {
    const user = await t.createUser({ permissions: ['access_all_projects'] });
    const holder = await t.signedInUser(['update_user', 'access_all_users', 'access_all_projects']);
    const own = (await t.as('user-service/get-user', { id: user.id })).body.data;
    const { creation_datetime: _c, ...profile } = own;
    const updated = await t.call(
      'user-service/update-user',
      { ...profile, password: 'Other-Pass1', email: 'moved@example.com' },
      { cookie: holder.cookie },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.email).toBe('moved@example.com');
  });

  it('answers 404 for an unknown user', async () => {
    for (const path of ['user-service/reset-user-two-factor', 'user-service/get-user-two-factor'] as const) {
      const result = await t.as(path, { id: 999999 });
      expect(result.statusCode).toBe(404);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notFound('User') });
    }
  });

  describeAccess(
    () => t,
    [
      {
        path: 'user-service/get-user-two-factor',
        allowed: ['access_all_users', 'update_user'],
        body: () => ({ id: 1 }),
      },
      {
        path: 'user-service/reset-user-two-factor',
        allowed: ['update_user'],
        body: async () => ({ id: (await t.createUser()).id }),
      },
    ],
  );
});

describe('REQUIRE_TWO_FACTOR', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ config: { requireTwoFactor: true }, database: t.database });
  });
  afterAll(() => strict.close());

  it('lets a user without a second factor do nothing but set one up, then everything', async () => {
    const user = await t.createUser({ permissions: permissionNames });
    const signedIn = await strict.call(
      'user-service/login',
      { username: user.username, password: strongPassword },
      { remoteAddress: freshAddress() },
    );
    expect(signedIn.statusCode).toBe(200);
    expect((signedIn.body.data as SignedInUser).two_factor).toEqual({ enrolled: false, required: true });
    const cookie = signedIn.cookie ?? '';
    const me = await strict.call('user-service/is-logged-in', undefined, { cookie });
    expect(me.body.data.two_factor).toEqual({ enrolled: false, required: true });

    for (const path of ['user-service/get-all-users', 'user-service/change-my-password'] as const) {
      const refused = await strict.call(path, {}, { cookie });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body, path).toEqual({ status: 'ERROR', message: twoFactorMessage.mustEnrol });
    }

    const started = await strict.call('user-service/start-two-factor-enrolment', {}, { cookie });
    const confirmed = await strict.call(
      'user-service/confirm-two-factor-enrolment',
      { password: strongPassword, code: codeAt(started.body.data.secret) },
      { cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await strict.call('user-service/get-all-users', {}, { cookie })).statusCode).toBe(200);
    const after = await strict.call('user-service/is-logged-in', undefined, { cookie });
    expect(after.body.data.two_factor).toEqual({ enrolled: true, required: true });
  });
});

describe('TWO_FACTOR_KEY', () => {
  let sealed: TestApp;
  const key = 'a long random setting of the operator';
  beforeAll(async () => {
    sealed = await startTestApp({ config: { twoFactorKey: key }, database: t.database });
  });
  afterAll(() => sealed.close());

  it('keeps secrets sealed in the database, readable only with the key', async () => {
    const user = await t.createUser();
    const cookie = await sealed.signIn(user.username);
    const started = await sealed.call('user-service/start-two-factor-enrolment', {}, { cookie });
    const { secret } = started.body.data;
    const [row] = await t.database.db
      .select({ secret: userTwoFactor.secret })
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id));
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(secret);
    const confirmed = await sealed.call(
      'user-service/confirm-two-factor-enrolment',
      { password: strongPassword, code: codeAt(secret, -1) },
      { cookie },
    );
    expect(confirmed.statusCode).toBe(200);

    const pendingOf = async (app: TestApp) =>
      challengeOf(
        (
          await app.call(
            'user-service/login',
            { username: user.username, password: strongPassword },
            { remoteAddress: freshAddress() },
          )
        ).body.data,
      ).pending_token;
    const withKey = await sealed.call('user-service/verify-login-code', {
      pending_token: await pendingOf(sealed),
      code: codeAt(secret),
    });
    expect(withKey.statusCode).toBe(200);
    // A server without the key says so, rather than calling every code wrong.
    const withoutKey = await t.call('user-service/verify-login-code', {
      pending_token: await pendingOf(t),
      code: codeAt(secret, 1),
    });
    expect(withoutKey.statusCode).toBe(503);
    // A server fault: the answer carries its request id for the administrator.
    expect(withoutKey.body).toMatchObject({ status: 'ERROR', message: twoFactorMessage.keyMissing });
  });

  it('binds a sealed secret to its user', () => {
    const box = { key: twoFactorKeyOf(key), userId: 7 };
    const stored = sealSecret('JBSWY3DPEHPK3PXP', box);
    expect(openSecret(stored, box)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(stored, { ...box, userId: 8 })).toBeNull();
    expect(openSecret(stored, { ...box, key: twoFactorKeyOf('another key') })).toBeNull();
  });
});
