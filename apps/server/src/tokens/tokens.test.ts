import {
  apiTokenMessage,
  type CreatedApiToken,
  fieldMessage,
  globalMessage,
  permissionNames,
  twoFactorMessage,
} from '@masthead/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fileTestApp,
  publicUrl,
  startTestApp,
  strongPassword,
  validProject,
  validUser,
} from '../../test/harness.ts';
import { throttleLimits } from '../auth/throttle.ts';
import { apiTokens, userPermissions, users, userTwoFactor } from '../db/schema.ts';
import { tokenKit } from './test-kit.ts';

const t = fileTestApp();
const { bearer, freshAddress, tokenOf } = tokenKit(t);

const withToken = <P extends 'user-service/get-all-users' | 'project-service/get-all-projects'>(
  path: P,
  token: string,
) => t.call(path, undefined, { headers: bearer(token), remoteAddress: freshAddress() });

describe('creating a token', () => {
  it('shows the secret once, with its prefix; lists never carry the secret or its hash', async () => {
    const user = await t.signedInUser(['access_all_users', 'access_all_projects']);
    const created = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    expect(created.token).toMatch(/^mht_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'deploy-bot',
      permissions: ['access_all_users'],
      status: 'ACTIVE',
    });
    expect(created.last_used_datetime).toBeNull();
    // 90 days by default.
    const days =
      (Date.parse(`${created.expiry_datetime}Z`) - Date.parse(`${created.creation_datetime}Z`)) / 864e5;
    expect(Math.round(days)).toBe(90);

    const list = await t.call('api-token-service/get-my-tokens', undefined, { cookie: user.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(Object.keys(list.body.data[0] ?? {}).sort()).toEqual(
      [
        'creation_datetime',
        'expiry_datetime',
        'id',
        'last_used_datetime',
        'name',
        'permissions',
        'revoked_datetime',
        'status',
      ].sort(),
    );
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    const answer = JSON.stringify(list.body);
    expect(answer).not.toContain(created.token);
    expect(answer).not.toContain(row?.tokenHash);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(created.token);
  });

  it('refuses a past or too distant expiry and a missing name, in words', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const create = (body: Record<string, unknown>) =>
      t.call('api-token-service/create-my-token', body, { cookie: user.cookie });
    const past = await create({ name: 'x', expires_in_days: 0, permissions: ['access_all_users'] });
    expect(past.statusCode).toBe(400);
    expect(past.body.messages).toEqual({ expires_in_days: [apiTokenMessage.daysPast] });
    const tooFar = await create({ name: 'x', expires_in_days: 366, permissions: ['access_all_users'] });
    expect(tooFar.body.messages).toEqual({ expires_in_days: [apiTokenMessage.daysTooMany] });
    const fraction = await create({ name: 'x', expires_in_days: 1.5, permissions: ['access_all_users'] });
    expect(fraction.body.messages).toEqual({ expires_in_days: [apiTokenMessage.daysWhole] });
    const nameless = await create({ permissions: [] });
    expect(nameless.body.messages).toEqual({
      name: [fieldMessage.required],
      permissions: [fieldMessage.required],
    });
    const year = await create({ name: 'yearly', expires_in_days: '365', permissions: ['access_all_users'] });
    expect(year.statusCode).toBe(200);
  });

  it('grants only permissions the creator holds, and says which it lacks', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const result = await t.call(
      'api-token-service/create-my-token',
      { name: 'greedy', permissions: ['access_all_users', 'update_user'] },
      { cookie: user.cookie },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body.message).toBe(globalMessage.cannotGrant(['update_user']));
    const list = await t.call('api-token-service/get-my-tokens', undefined, { cookie: user.cookie });
    expect(list.body.data).toEqual([]);
  });
});

describe('a call with a token', () => {
  it('acts as its user and notes when it was last used', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const { token, id } = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    const result = await withToken('user-service/get-all-users', token);
    expect(result.statusCode).toBe(200);
    expect(result.body.data.some((listed: { username: string }) => listed.username === user.username)).toBe(
      true,
    );
    const list = await t.call('api-token-service/get-my-tokens', undefined, { cookie: user.cookie });
    expect(list.body.data.find((listed) => listed.id === id)?.last_used_datetime).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('holds only what both the token and the user hold today', async () => {
    const user = await t.signedInUser(['access_all_users', 'access_all_projects']);
    const { token } = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    // The user holds access_all_projects, the token was not given it.
    const projects = await withToken('project-service/get-all-projects', token);
    expect(projects.statusCode).toBe(403);
    expect(projects.body.message).toBe(globalMessage.permissionDenied(['access_all_projects']));
    expect((await withToken('user-service/get-all-users', token)).statusCode).toBe(200);
    // The user loses the permission the token was given: the token loses it too.
    await t.database.db
      .delete(userPermissions)
      .where(
        and(eq(userPermissions.userId, user.id), eq(userPermissions.permissionName, 'access_all_users')),
      );
    const users = await withToken('user-service/get-all-users', token);
    expect(users.statusCode).toBe(403);
    expect(users.body.message).toBe(globalMessage.permissionDenied(['access_all_users']));
  });

  it('stops at expiry, at revocation and when its account is switched off, saying which', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const expiring = await tokenOf(user.cookie, { permissions: ['access_all_users'], days: 1 });
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(apiTokens.id, expiring.id));
    const expired = await withToken('user-service/get-all-users', expiring.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toEqual({
      status: 'ERROR',
      message: apiTokenMessage.expired('2026-01-02 03:04:05'),
    });

    const revoking = await tokenOf(user.cookie, { permissions: ['access_all_users'], name: 'ci' });
    const revoked = await t.call(
      'api-token-service/revoke-my-token',
      { id: revoking.id },
      { cookie: user.cookie },
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'REVOKED', name: 'ci' });
    const refused = await withToken('user-service/get-all-users', revoking.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toBe(apiTokenMessage.revoked(revoked.body.data.revoked_datetime ?? ''));

    const live = await tokenOf(user.cookie, { permissions: ['access_all_users'], name: 'live' });
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, user.id));
    const inactive = await withToken('user-service/get-all-users', live.token);
    expect(inactive.statusCode).toBe(401);
    expect(inactive.body.message).toBe(apiTokenMessage.accountInactive);
  });

  it('is refused for signing in and out, passwords, second factors, sessions and tokens', async () => {
    const user = await t.signedInUser(permissionNames);
    const { token } = await tokenOf(user.cookie, { permissions: [...permissionNames] });
    const refusedCalls = [
      ['user-service/login', { username: user.username, password: strongPassword }],
      ['user-service/logout', undefined],
      ['user-service/is-logged-in', undefined],
      ['user-service/change-my-password', { oldPassword: strongPassword }],
      ['user-service/confirm-password', { password: strongPassword }],
      ['user-service/start-two-factor-enrolment', undefined],
      ['user-service/reset-user-two-factor', { id: user.id }],
      ['session-service/get-my-sessions', undefined],
      ['session-service/start-view-as', { id: user.id }],
      ['api-token-service/create-my-token', { name: 'more', permissions: ['access_all_users'] }],
      ['api-token-service/get-my-tokens', undefined],
    ] as const;
    for (const [path, body] of refusedCalls) {
      const result = await t.call(path, body, { headers: bearer(token) });
      expect(result.statusCode, path).toBe(403);
      expect(result.body.message, path).toBe(apiTokenMessage.notForThisCall);
      expect(result.cookie, path).toBeUndefined();
    }
    // What needs a password given on a browser's session in the last 15 minutes.
    const created = await t.call('user-service/create-user', validUser(), { headers: bearer(token) });
    expect(created.statusCode).toBe(403);
    expect(created.body.message).toBe(apiTokenMessage.needsBrowser);
  });

  it('is exempt from the same-site check, which still guards the cookie; with both, the token alone counts', async () => {
    const user = await t.signedInUser(['access_all_users', 'access_all_projects']);
    const { token } = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    const foreign = { origin: 'https://evil.example' };
    const viaToken = await t.call('user-service/get-all-users', undefined, {
      headers: { ...foreign, ...bearer(token) },
    });
    expect(viaToken.statusCode).toBe(200);
    const viaCookie = await t.call('user-service/get-all-users', undefined, {
      cookie: user.cookie,
      headers: foreign,
    });
    expect(viaCookie.statusCode).toBe(403);
    expect(viaCookie.body.message).toBe(globalMessage.crossSite);
    // A made-up token from another site is refused, not let through on the cookie.
    const madeUp = await t.call('user-service/get-all-users', undefined, {
      cookie: user.cookie,
      headers: { ...foreign, ...bearer('mht_madeup') },
      remoteAddress: freshAddress(),
    });
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.body.message).toBe(apiTokenMessage.invalid);
    // The cookie could read projects; the token may not, and a request carrying both is the token's.
    const both = await t.call('project-service/get-all-projects', undefined, {
      cookie: user.cookie,
      headers: { origin: publicUrl, ...bearer(token) },
    });
    expect(both.statusCode).toBe(403);
  });

  it('answers 429 after the limit of unknown tokens from one address, even to 100 sent at once, never to a good one', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const { token } = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    const address = freshAddress();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        t.call('user-service/get-all-users', undefined, {
          headers: bearer(`mht_guess${n}`),
          remoteAddress: address,
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(throttleLimits.tokenAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - throttleLimits.tokenAddress);
    expect(guesses.find((guess) => guess.statusCode === 429)?.body.message).toBe(apiTokenMessage.tooMany);
    // Guesses keep waiting; a good token from the same address (a shared office) still works.
    const guessAgain = await t.call('user-service/get-all-users', undefined, {
      headers: bearer('mht_one-more-guess'),
      remoteAddress: address,
    });
    expect(guessAgain.statusCode).toBe(429);
    const fromThere = await t.call('user-service/get-all-users', undefined, {
      headers: bearer(token),
      remoteAddress: address,
    });
    expect(fromThere.statusCode).toBe(200);
  });

  it('names the token beside its user in the history of what it changed', async () => {
    const user = await t.signedInUser(['create_project', 'access_all_projects']);
    const { token } = await tokenOf(user.cookie, { permissions: ['create_project', 'access_all_projects'] });
    const created = await t.call('project-service/create-project', validProject(), {
      headers: bearer(token),
    });
    expect(created.statusCode).toBe(200);
    const history = await t.call(
      'project-service/get-project-history',
      { id: created.body.data.id },
      { headers: bearer(token) },
    );
    expect(history.body.data[0]?.actor).toEqual({
      id: user.id,
      username: user.username,
      token: 'deploy-bot',
    });
    // Made in a browser, no token is named.
    const inBrowser = await t.call('project-service/create-project', validProject(), { cookie: user.cookie });
    const browserHistory = await t.call(
      'project-service/get-project-history',
      { id: inBrowser.body.data.id },
      { cookie: user.cookie },
    );
    expect(browserHistory.body.data[0]?.actor).toEqual({ id: user.id, username: user.username });
  });

  it('obeys REQUIRE_TWO_FACTOR: a user without a second factor is refused until it is set up', async () => {
    const strict = await startTestApp({ database: t.database, config: { requireTwoFactor: true } });
    try {
      const user = await t.signedInUser(['access_all_users']);
      const { token } = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
      const call = () => strict.call('user-service/get-all-users', undefined, { headers: bearer(token) });
      const refused = await call();
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(twoFactorMessage.mustEnrol);
      await t.database.db
        .insert(userTwoFactor)
        .values({ userId: user.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: sql`now()` });
      expect((await call()).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe("another user's tokens", () => {
  it('are listed and revoked by a holder of update_user holding all the user holds, and no one else', async () => {
    const owner = await t.signedInUser(['access_all_users']);
    const { id, token } = await tokenOf(owner.cookie, { permissions: ['access_all_users'] });
    const editor = await t.signedInUser(['update_user', 'access_all_users']);
    const listed = await t.call(
      'api-token-service/get-user-tokens',
      { id: owner.id },
      { cookie: editor.cookie },
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.map((listedToken) => listedToken.id)).toEqual([id]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // A holder of update_user lacking what the admin holds sees none of the admin's tokens.
    const admin = await t.signedInUser(permissionNames);
    const adminToken = await tokenOf(admin.cookie, { permissions: ['clear_cdn'] });
    const lacking = permissionNames
      .filter((name) => !['update_user', 'access_all_users'].includes(name))
      .sort();
    const peek = await t.call(
      'api-token-service/get-user-tokens',
      { id: admin.id },
      { cookie: editor.cookie },
    );
    expect(peek.statusCode).toBe(403);
    expect(peek.body.message).toBe(apiTokenMessage.cannotSeeTokensOf(lacking));
    const revokeAdmin = await t.call(
      'api-token-service/revoke-user-token',
      { user_id: admin.id, id: adminToken.id },
      { cookie: editor.cookie },
    );
    expect(revokeAdmin.statusCode).toBe(403);

    // A token of one user is not found under another.
    const mismatched = await t.call(
      'api-token-service/revoke-user-token',
      { user_id: owner.id, id: adminToken.id },
      { cookie: admin.cookie },
    );
    expect(mismatched.statusCode).toBe(404);

    const revoked = await t.call(
      'api-token-service/revoke-user-token',
      { user_id: owner.id, id },
      { cookie: editor.cookie },
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data.status).toBe('REVOKED');
    expect((await withToken('user-service/get-all-users', token)).statusCode).toBe(401);
    const history = await t.call(
      'user-service/get-user-history',
      { id: owner.id },
      { cookie: editor.cookie },
    );
    expect(history.body.data[0]).toMatchObject({
      actor: { id: editor.id },
      lines: ['API token: deploy-bot → deploy-bot (revoked)'],
    });
  });
});

it('never writes a token to the log', async () => {
  const lines: string[] = [];
  const logged = await startTestApp({
    database: t.database,
    config: { logLevel: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    const user = await t.signedInUser(['access_all_users']);
    const cookie = await logged.signIn(user.username);
    const created = await logged.call(
      'api-token-service/create-my-token',
      { name: 'logged', permissions: ['access_all_users'] },
      { cookie },
    );
    const token = (created.body.data as CreatedApiToken).token;
    await logged.call('user-service/get-all-users', undefined, { headers: bearer(token) });
    await logged.call('user-service/get-all-users', undefined, {
      headers: bearer(`${token}x`),
      remoteAddress: freshAddress(),
    });
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.join('')).not.toContain(token);
    expect(lines.join('')).not.toContain(token.slice(4, 20));
  } finally {
    await logged.close();
  }
});
