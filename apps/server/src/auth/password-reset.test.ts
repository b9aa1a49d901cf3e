import { fieldMessage, globalMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrors,
  fileTestApp,
  mailText,
  strongPassword,
  validUser,
  waitForMail,
} from '../../test/harness.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { resetTokenFor as readResetToken, resetLinkPattern } from './test-kit.ts';

const t = fileTestApp();

const newPassword = 'Fresh456#Pass';

const forgot = (email: string) => t.call('user-service/forgot-password', { email });
const reset = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.call('user-service/reset-password', body, remoteAddress ? { remoteAddress } : {});
const login = (username: string, password: string) =>
  t.call('user-service/login', { username, password }, { remoteAddress: '203.0.113.7' });

/** Asks for a reset link for `email` and reads the token out of the mail that arrives. */
const resetTokenFor = (email: string) => readResetToken(t, email, () => forgot(email));

describe('forgot-password', () => {
  it('answers alike for known and unknown addresses, and mails only the known one a link', async () => {
    const user = await t.createUser({ email: 'known.person@example.com' });
    const before = (await t.outbox()).length;
    // The unknown address is asked first: its mail, if any, would leave before the known one's.
    const unknown = await forgot('nobody.here@example.com');
    const known = await forgot('known.person@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toEqual({ status: 'OK', data: globalMessage.resetRequested });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual(known.body);

    const mails = (await waitForMail(t, before + 1)).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    const [mail = ''] = mails;
    expect(mail).toContain('To: known.person@example.com');
    expect(mail).toContain(`Hello ${user.username},`);
    expect(mail).toMatch(resetLinkPattern);
    expect(mail).not.toContain('nobody.here');
  });

  it('finds the account whatever the case of the address', async () => {
    await t.createUser({ email: 'mixed.case@example.com' });
    const before = (await t.outbox()).length;
    await forgot('Mixed.Case@Example.com');
    const mails = (await waitForMail(t, before + 1)).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(resetLinkPattern);
  });

  it('mails nothing to an INACTIVE account, with the same answer', async () => {
    await t.createUser({ email: 'sleeping@example.com', status: 'INACTIVE' });
    const other = await t.createUser({ email: 'awake@example.com' });
    const before = (await t.outbox()).length;
    const inactive = await forgot('sleeping@example.com');
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body).toEqual({ status: 'OK', data: globalMessage.resetRequested });
    await forgot('awake@example.com');
    const mails = (await waitForMail(t, before + 1)).slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Hello ${other.username},`);
  });

  it('refuses a malformed address under email', async () => {
    const result = await forgot('not-an-address');
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ email: [fieldMessage.invalid] }));
  });
});

describe('reset-password', () => {
  it("sets the new password, ends the user's sessions and works only once", async () => {
    const user = await t.createUser({ email: 'forgetful@example.com' });
    const cookie = await t.signIn(user.username);
    const token = await resetTokenFor('forgetful@example.com');

    const result = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({ status: 'OK', data: globalMessage.passwordReset });

    const old = await login(user.username, strongPassword);
    expect(old.statusCode).toBe(401);
    expect(old.body).toEqual({ status: 'ERROR', message: globalMessage.loginFailed });
    expect((await login(user.username, newPassword)).statusCode).toBe(200);

    const stale = await t.call('user-service/change-my-password', {}, { cookie });
    expect(stale.statusCode).toBe(401);
    expect(stale.body).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });

    const again = await reset({ token, password: 'Other789$Pass', passwordRetype: 'Other789$Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenUsed });
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the password', async () => {
    const user = await t.createUser({ email: 'late@example.com' });
    const token = await resetTokenFor('late@example.com');
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const result = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenExpired });
    expect((await login(user.username, strongPassword)).statusCode).toBe(200);
  });

  it('makes the link valid for one hour', async () => {
    const user = await t.createUser({ email: 'timely@example.com' });
    await resetTokenFor('timely@example.com');
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const validFor = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(validFor).toBeGreaterThan(3600_000 - 60_000);
    expect(validFor).toBeLessThanOrEqual(3600_000);
  });

  it('refuses a made-up token', async () => {
    const result = await reset({
      token: 'made-up-token',
      password: newPassword,
      passwordRetype: newPassword,
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenInvalid });
  });

  it('refuses a weak or mistyped new password and leaves the link usable', async () => {
    const user = await t.createUser({ email: 'careful@example.com' });
    const token = await resetTokenFor('careful@example.com');

    const weak = await reset({ token, password: 'password1', passwordRetype: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toEqual(fieldErrors({ password: [fieldMessage.passwordStrength] }));

    const mistyped = await reset({ token, password: newPassword, passwordRetype: 'Fresh456#Pas' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.body).toEqual(fieldErrors({ passwordRetype: [fieldMessage.retypeMismatch] }));

    const missing = await reset({ token });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.messages).toEqual({
      password: [fieldMessage.newPasswordRequired],
      passwordRetype: [fieldMessage.required],
    });

    const good = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(good.statusCode).toBe(200);
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
  });
});

describe('links after a password change', () => {
  it('stops every earlier link once the password has been reset with one of them', async () => {
    const user = await t.createUser({ email: 'two.links@example.com' });
    const first = await resetTokenFor('two.links@example.com');
    const second = await resetTokenFor('two.links@example.com');
    const used = await reset({ token: first, password: newPassword, passwordRetype: newPassword });
    expect(used.statusCode).toBe(200);
    const stale = await reset({ token: second, password: 'Other789$Pass', passwordRetype: 'Other789$Pass' });
    expect(stale.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenUsed });
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
  });

  it('stops a pending link when the user changes the password while signed in', async () => {
    const user = await t.createUser({ email: 'changes.self@example.com' });
    const token = await resetTokenFor('changes.self@example.com');
    const cookie = await t.signIn(user.username);
    const changed = await t.call(
      'user-service/change-my-password',
      { oldPassword: strongPassword, password: newPassword, passwordRetype: newPassword },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    const stale = await reset({ token, password: 'Other789$Pass', passwordRetype: 'Other789$Pass' });
    expect(stale.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenUsed });
  });
});

describe('flooding an inbox', () => {
  it('sends one account at most 3 links an hour, answering every request alike', async () => {
    await t.createUser({ email: 'flooded@example.com' });
    const before = (await t.outbox()).length;
    const answers = [];
    for (let request = 0; request < 5; request += 1) answers.push(await forgot('flooded@example.com'));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const mails = (await waitForMail(t, before + 3)).slice(before).map(mailText);
    // Give a fourth mail, were one on its way, the time the first three took.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.outbox()).length - before).toBe(3);
    expect(mails.every((mail) => mail.includes('To: flooded@example.com'))).toBe(true);
  });
});

describe('links that no longer fit the account', () => {
  const update = (user: { id: number; username: string }, fields: Record<string, unknown>) =>
    t.call(
      'user-service/update-user',
      { ...validUser({ username: user.username }), password: undefined, id: user.id, ...fields },
      { cookie: admin },
    );
  let admin: string;
  beforeAll(async () => {
    admin = await t.adminCookie();
  });

  it("stops a link once the account's e-mail address changes", async () => {
    const user = await t.createUser({ email: 'moving.out@example.com' });
    const token = await resetTokenFor('moving.out@example.com');
    expect((await update(user, { email: 'moved.in@example.com' })).statusCode).toBe(200);
    const result = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(result.statusCode).toBe(400);
    expect(result.body.message).toMatch(/not valid|already been used/);
    expect((await login(user.username, strongPassword)).statusCode).toBe(200);
  });

  it('stops a link once the account is INACTIVE, and for good when it is switched on again', async () => {
    const user = await t.createUser({ email: 'switched.off@example.com' });
    const token = await resetTokenFor('switched.off@example.com');
    expect((await update(user, { email: 'switched.off@example.com', status: 'INACTIVE' })).statusCode).toBe(
      200,
    );
    const whileInactive = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(whileInactive.statusCode).toBe(400);
    expect((await update(user, { email: 'switched.off@example.com', status: 'ACTIVE' })).statusCode).toBe(
      200,
    );
    const afterwards = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(afterwards.statusCode).toBe(400);
    expect((await login(user.username, strongPassword)).statusCode).toBe(200);
  });

  it('refuses a link of an INACTIVE account even when nothing revoked it', async () => {
    const user = await t.createUser({ email: 'quietly.off@example.com' });
    const token = await resetTokenFor('quietly.off@example.com');
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    const result = await reset({ token, password: newPassword, passwordRetype: newPassword });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenInvalid });
  });
});

describe('what a reset leaves behind', () => {
  it('records "password (changed)" in the user\'s history, with nobody as the actor', async () => {
    const user = await t.createUser({ email: 'history.reset@example.com' });
    const token = await resetTokenFor('history.reset@example.com');
    expect((await reset({ token, password: newPassword, passwordRetype: newPassword })).statusCode).toBe(200);
    const history = await t.call(
      'user-service/get-user-history',
      { id: user.id },
      { cookie: await t.adminCookie() },
    );
    const [latest] = history.body.data;
    expect(latest?.actor).toBeNull();
    expect(latest?.changes).toEqual([{ field: 'password', from: null, to: '(changed)' }]);
    expect(JSON.stringify(history.body.data)).not.toContain(newPassword);
  });

  it("clears the username's sign-in counts, so its owner is not locked out by a guesser", async () => {
    const user = await t.createUser({ email: 'was.guessed@example.com' });
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(user.username, 'Wrong123!x');
    expect((await login(user.username, strongPassword)).statusCode).toBe(429);
    const token = await resetTokenFor('was.guessed@example.com');
    expect((await reset({ token, password: newPassword, passwordRetype: newPassword })).statusCode).toBe(200);
    expect((await login(user.username, newPassword)).statusCode).toBe(200);
  });

  it('refuses more than 30 reset attempts from one address in 15 minutes', async () => {
    const address = '198.51.100.201';
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const bogus = await reset(
        { token: `made-up-${attempt}`, password: newPassword, passwordRetype: newPassword },
        address,
      );
      expect(bogus.statusCode).toBe(400);
    }
    const refused = await reset(
      { token: 'made-up-31', password: newPassword, passwordRetype: newPassword },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.resetThrottled });
    const elsewhere = await reset({
      token: 'made-up-32',
      password: newPassword,
      passwordRetype: newPassword,
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('refuses more than 30 requests for links from one address in 15 minutes', async () => {
    const address = '198.51.100.202';
    const ask = () =>
      t.call('user-service/forgot-password', { email: 'anyone@example.com' }, { remoteAddress: address });
    for (let attempt = 1; attempt <= 30; attempt += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toEqual({ status: 'ERROR', message: globalMessage.resetThrottled });
  });

  it('mails no more than 3 links even when 20 requests arrive at once', async () => {
    await t.createUser({ email: 'all.at.once@example.com' });
    const before = (await t.outbox()).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.call(
          'user-service/forgot-password',
          { email: 'all.at.once@example.com' },
          { remoteAddress: `198.51.100.${210 + n}` },
        ),
      ),
    );
    await waitForMail(t, before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails.filter((mail) => mail.includes('To: all.at.once@example.com'))).toHaveLength(3);
  });
});
