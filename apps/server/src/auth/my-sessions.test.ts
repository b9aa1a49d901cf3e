import { fieldMessage, globalMessage, type PermissionName } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp, strongPassword } from '../../test/harness.ts';
import { sessions } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

const t = fileTestApp();

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in as a given browser from a given address; answers the session cookie. */
async function signInFrom(username: string, { userAgent = chromeOnLinux, address = '198.51.100.7' } = {}) {
  const result = await t.call(
    'user-service/login',
    { username, password: strongPassword },
    { remoteAddress: address, headers: { 'user-agent': userAgent } },
  );
  if (!result.cookie) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return result.cookie;
}

const sessionIdOf = (cookie: string) => hashToken(cookie.slice('masthead_session='.length));
const stillWorks = async (cookie: string) =>
  (await t.call('user-service/is-logged-in', undefined, { cookie })).statusCode === 200;
const mySessions = async (cookie: string) => {
  const result = await t.call('session-service/get-my-sessions', undefined, { cookie });
  expect(result.statusCode).toBe(200);
  return result.body.data;
};
const sessionExpired = { status: 'ERROR', message: globalMessage.sessionExpired };

async function userWithTwoBrowsers(permissions: readonly PermissionName[] = []) {
  const user = await t.createUser({ permissions });
  const laptop = await signInFrom(user.username);
  const phone = await signInFrom(user.username, { userAgent: firefoxOnWindows, address: '203.0.113.9' });
  return { ...user, laptop, phone };
}

describe('my sessions', () => {
  it('lists each signed-in browser by a readable name, address and times, marking this one', async () => {
    const user = await userWithTwoBrowsers();
    const list = await mySessions(user.laptop);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['address', 'browser', 'id', 'is_current', 'last_seen_at', 'signed_in_at', 'user_agent'].sort(),
    );
    const laptop = list.find((session) => session.is_current);
    const phone = list.find((session) => !session.is_current);
    expect(laptop).toMatchObject({
      browser: 'Chrome on Linux',
      address: '198.51.100.7',
      user_agent: chromeOnLinux,
    });
    expect(phone).toMatchObject({ browser: 'Firefox on Windows', address: '203.0.113.9' });
    expect(laptop?.signed_in_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(laptop?.last_seen_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The public ids name nothing a cookie could be made from.
    const answer = JSON.stringify(list);
    expect(answer).not.toContain(sessionIdOf(user.laptop));
    expect(answer).not.toContain(sessionIdOf(user.phone));
    expect(first?.id).not.toBe(second?.id);
  });

  it('signs another browser out at once: its very next request answers 401', async () => {
    const user = await userWithTwoBrowsers(['access_all_users']);
    const phone = (await mySessions(user.laptop)).find((session) => !session.is_current);
    const result = await t.call('session-service/end-my-session', { id: phone?.id }, { cookie: user.laptop });
    expect(result.statusCode).toBe(200);
    expect(result.body.data.map((session) => session.is_current)).toEqual([true]);
    const next = await t.call('user-service/get-all-users', undefined, { cookie: user.phone });
    expect(next.statusCode).toBe(401);
    expect(next.body).toEqual(sessionExpired);
    expect(await stillWorks(user.laptop)).toBe(true);
  });

  it('signs this browser out too when asked, and drops its cookie', async () => {
    const user = await userWithTwoBrowsers();
    const laptop = (await mySessions(user.laptop)).find((session) => session.is_current);
    const result = await t.call(
      'session-service/end-my-session',
      { id: laptop?.id },
      { cookie: user.laptop },
    );
    expect(result.statusCode).toBe(200);
    expect(result.setCookie).toMatch(/^masthead_session=;/);
    expect(await stillWorks(user.laptop)).toBe(false);
    expect(await stillWorks(user.phone)).toBe(true);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const user = await userWithTwoBrowsers();
    const tablet = await signInFrom(user.username, { address: '192.0.2.77' });
    const result = await t.call('session-service/end-my-other-sessions', undefined, { cookie: user.laptop });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0]?.is_current).toBe(true);
    expect(await stillWorks(user.phone)).toBe(false);
    expect(await stillWorks(tablet)).toBe(false);
    expect(await stillWorks(user.laptop)).toBe(true);
  });

  it("cannot end another user's session: it answers 404 and the session lives on", async () => {
    const victim = await userWithTwoBrowsers();
    const attacker = await userWithTwoBrowsers();
    const [target] = await mySessions(victim.laptop);
    const result = await t.call(
      'session-service/end-my-session',
      { id: target?.id },
      { cookie: attacker.laptop },
    );
    expect(result.statusCode).toBe(404);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notFound('Session') });
    expect(await stillWorks(victim.laptop)).toBe(true);
  });

  it('answers 400 for a missing or malformed id', async () => {
    const user = await userWithTwoBrowsers();
    const missing = await t.call('session-service/end-my-session', {}, { cookie: user.laptop });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.messages).toEqual({ id: [fieldMessage.required] });
    // A hash (what the database keys sessions by) is not a public id either.
    const hash = await t.call(
      'session-service/end-my-session',
      { id: sessionIdOf(user.phone) },
      { cookie: user.laptop },
    );
    expect(hash.statusCode).toBe(400);
    expect(hash.body.messages).toEqual({ id: [fieldMessage.invalid] });
    expect(await stillWorks(user.phone)).toBe(true);
  });

  it('moves last seen on use at most once a minute, so most requests only read', async () => {
    const user = await userWithTwoBrowsers();
    const id = sessionIdOf(user.laptop);
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row?.lastSeenAt.getTime() ?? 0;
    };
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '5 minutes'` })
      .where(eq(sessions.id, id));
    expect(await stillWorks(user.laptop)).toBe(true);
    expect(Date.now() - (await lastSeen())).toBeLessThan(30_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.id, id));
    const before = await lastSeen();
    expect(await stillWorks(user.laptop)).toBe(true);
    expect(await lastSeen()).toBe(before);
  });
});

describe("another user's sessions", () => {
  it('a holder of update_user sees them and ends one at once', async () => {
    const admin = await t.signedInUser(['update_user', 'access_all_users']);
    const user = await userWithTwoBrowsers(['access_all_users']);
    const list = await t.call('session-service/get-user-sessions', { id: user.id }, { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((session) => !session.is_current)).toBe(true);
    const phone = list.body.data.find((session) => session.address === '203.0.113.9');
    const ended = await t.call(
      'session-service/end-user-session',
      { user_id: user.id, id: phone?.id },
      { cookie: admin.cookie },
    );
    expect(ended.statusCode).toBe(200);
    expect(ended.body.data).toHaveLength(1);
    const next = await t.call('user-service/get-all-users', undefined, { cookie: user.phone });
    expect(next.statusCode).toBe(401);
    expect(await stillWorks(user.laptop)).toBe(true);
  });

  it('signs a user out of every browser at once', async () => {
    const admin = await t.signedInUser(['update_user']);
    const user = await userWithTwoBrowsers();
    const result = await t.call(
      'session-service/end-user-sessions',
      { id: user.id },
      { cookie: admin.cookie },
    );
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual([]);
    expect(await stillWorks(user.laptop)).toBe(false);
    expect(await stillWorks(user.phone)).toBe(false);
    expect(await stillWorks(admin.cookie)).toBe(true);
  });

  it('refuses a user holding permissions the caller lacks (403), and leaves the sessions alone', async () => {
    const admin = await t.signedInUser(['update_user']);
    const stronger = await userWithTwoBrowsers(['update_user', 'clear_cdn']);
    for (const result of [
      await t.call('session-service/get-user-sessions', { id: stronger.id }, { cookie: admin.cookie }),
      await t.call('session-service/end-user-sessions', { id: stronger.id }, { cookie: admin.cookie }),
    ]) {
      expect(result.statusCode).toBe(403);
      expect(result.body).toEqual({
        status: 'ERROR',
        message: globalMessage.cannotEndSessionsOf(['clear_cdn']),
      });
    }
    expect(await stillWorks(stronger.laptop)).toBe(true);
  });

  it('answers 404 for an unknown user, and for a session of a different user', async () => {
    const admin = await t.signedInUser(['update_user']);
    const unknown = await t.call(
      'session-service/get-user-sessions',
      { id: 999999 },
      { cookie: admin.cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(globalMessage.notFound('User'));
    const one = await userWithTwoBrowsers();
    const other = await userWithTwoBrowsers();
    const [session] = await mySessions(other.laptop);
    const mismatch = await t.call(
      'session-service/end-user-session',
      { user_id: one.id, id: session?.id },
      { cookie: admin.cookie },
    );
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.body.message).toBe(globalMessage.notFound('Session'));
    expect(await stillWorks(other.laptop)).toBe(true);
  });

  it('needs update_user', async () => {
    const viewer = await t.signedInUser(['access_all_users']);
    const user = await userWithTwoBrowsers();
    const result = await t.call(
      'session-service/get-user-sessions',
      { id: user.id },
      { cookie: viewer.cookie },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body.message).toBe(globalMessage.permissionDenied(['update_user']));
  });
});
