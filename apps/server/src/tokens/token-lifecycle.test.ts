import { apiTokenLimits, apiTokenMessage, globalMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn, strongPassword } from '../../test/harness.ts';
import { sessions } from '../db/schema.ts';
import { tokenKit } from './test-kit.ts';

const t = fileTestAppSignedIn();
const { bearer, freshAddress, tokenOf } = tokenKit(t);

const usersWith = (token: string) =>
  t.call('user-service/get-all-users', undefined, { headers: bearer(token), remoteAddress: freshAddress() });
const userAsSaved = async (id: number) => {
  const { creation_datetime: _, ...user } = (await t.as('user-service/get-user', { id })).body.data;
  return user;
};

describe('what a token is made with', () => {
  it('needs the password given on the session lately, so a stolen cookie alone cannot mint one', async () => {
    const user = await t.signedInUser(['access_all_users']);
    await t.database.db
      .update(sessions)
      .set({ passwordConfirmedAt: sql`now() - interval '16 minutes'` })
      .where(eq(sessions.userId, user.id));
    const refused = await t.call(
      'api-token-service/create-my-token',
      { name: 'thief', permissions: ['access_all_users'] },
      { cookie: user.cookie },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(globalMessage.confirmPassword);
    const confirmed = await t.call(
      'user-service/confirm-password',
      { password: strongPassword },
      { cookie: user.cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    await tokenOf(user.cookie, { permissions: ['access_all_users'], name: 'owner' });
  });

  it('refuses a name of spaces and a name already in force, and keeps it trimmed', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const create = (name: string) =>
      t.call(
        'api-token-service/create-my-token',
        { name, permissions: ['access_all_users'] },
        { cookie: user.cookie },
      );
    const blank = await create('    ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.messages?.name).toBeDefined();
    expect((await create('  Deploy script ')).body.data?.name).toBe('Deploy script');
    const again = await create('deploy SCRIPT');
    expect(again.statusCode).toBe(400);
    expect(again.body.messages?.name).toEqual([apiTokenMessage.nameTaken('deploy SCRIPT')]);
  });

  it(`holds at most ${apiTokenLimits.maxActive} tokens in force per user, even when asked for in parallel`, async () => {
    const user = await t.signedInUser(['access_all_users']);
    const answers = await Promise.all(
      Array.from({ length: apiTokenLimits.maxActive + 10 }, (_, n) =>
        t.call(
          'api-token-service/create-my-token',
          { name: `bot ${n}`, permissions: ['access_all_users'] },
          { cookie: user.cookie },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(apiTokenLimits.maxActive);
    expect(answers.find((answer) => answer.statusCode === 400)?.body.message).toBe(
      apiTokenMessage.tooManyActive,
    );
    // A revoked one makes room again.
    const first = answers.find((answer) => answer.statusCode === 200)?.body.data;
    await t.call('api-token-service/revoke-my-token', { id: first?.id }, { cookie: user.cookie });
    await tokenOf(user.cookie, { permissions: ['access_all_users'], name: 'after a revocation' });
  });
});

describe('what ends a token', () => {
  it("a password change, the user's own or an administrator's", async () => {
    const user = await t.signedInUser(['access_all_users']);
    const own = await tokenOf(user.cookie, { permissions: ['access_all_users'], name: 'own' });
    const changed = await t.call(
      'user-service/change-my-password',
      { oldPassword: strongPassword, password: 'Another-Pass9', passwordRetype: 'Another-Pass9' },
      { cookie: user.cookie },
    );
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect((await usersWith(own.token)).statusCode).toBe(401);

    const other = await t.signedInUser(['access_all_users']);
    const token = await tokenOf(other.cookie, { permissions: ['access_all_users'], name: 'set by admin' });
    const set = await t.as('user-service/update-user', {
      ...(await userAsSaved(other.id)),
      password: 'Admin-Set-9x',
    });
    expect(set.statusCode, JSON.stringify(set.body)).toBe(200);
    const refused = await usersWith(token.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toMatch(/was revoked on/);
  });

  it('switching the account off, and switching it on again does not bring the token back', async () => {
    const user = await t.signedInUser(['access_all_users']);
    const token = await tokenOf(user.cookie, { permissions: ['access_all_users'] });
    const saved = await userAsSaved(user.id);
    expect((await t.as('user-service/update-user', { ...saved, status: 'INACTIVE' })).statusCode).toBe(200);
    const again = await userAsSaved(user.id);
    expect((await t.as('user-service/update-user', { ...again, status: 'ACTIVE' })).statusCode).toBe(200);
    const refused = await usersWith(token.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toMatch(/was revoked on/);
  });

  it('is not what a token may do to others: switching an account back on or renaming it needs a browser', async () => {
    const manager = await t.signedInUser(['access_all_users', 'update_user']);
    const { token } = await tokenOf(manager.cookie, {
      permissions: ['access_all_users', 'update_user'],
      name: 'manager',
    });
    const colleague = await t.createUser({ permissions: ['access_all_users'], status: 'INACTIVE' });
    const saved = await userAsSaved(colleague.id);
    for (const change of [{ status: 'ACTIVE' }, { username: `${saved.username}x` }]) {
      const answer = await t.call(
        'user-service/update-user',
        { ...saved, ...change },
        { headers: bearer(token), remoteAddress: freshAddress() },
      );
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.message).toBe(apiTokenMessage.needsBrowser);
    }
  });
});
