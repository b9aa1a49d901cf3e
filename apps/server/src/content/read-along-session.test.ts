import { allFields, type ContentItem, game, globalMessage, type PermissionName } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { sessions, userPermissions, users } from '../db/schema.ts';
import { tokenKit } from '../tokens/test-kit.ts';
import { createReferences, partsOf, postMultipart, type References, validValues } from './test-kit.ts';

/**
 * A signed-in browser's get-one reads the item in the session check's own statement
 * (read-along-session.ts). Every answer must be what the session check and the handler give
 * one after the other: the item as an API token reads it, and every refusal in its order.
 */
const t = fileTestAppSignedIn();
const tokens = tokenKit(t);
let references: References;
beforeAll(async () => {
  references = await createReferences(t, game);
});

const readers: PermissionName[] = ['access_all_contents', 'update_content'];
const sessionExpired = { status: 'ERROR', message: globalMessage.sessionExpired };
const denied = { status: 'ERROR', message: globalMessage.permissionDenied(readers) };

/** A game saved by the file's user, who is then the item's `updated_by`. */
const createGame = async () => {
  const values = validValues(allFields(game), game, references);
  const result = await postMultipart(t, game.calls.create, partsOf(game, values), t.user.cookie);
  return result.body.data as ContentItem;
};
const getGame = (id: unknown, cookie: string) => t.call(game.calls.get, { id }, { cookie });

describe('get-game for a signed-in browser', () => {
  it('answers the item as a call with an API token does, naming who saved it, not who reads it', async () => {
    const item = await createGame();
    const reader = await t.signedInUser(['access_all_contents']);
    const viaSession = await getGame(item.id, reader.cookie);
    const { token } = await tokens.tokenOf(reader.cookie, { permissions: ['access_all_contents'] });
    const viaToken = await t.call(game.calls.get, { id: item.id }, { headers: tokens.bearer(token) });
    expect(viaSession.statusCode).toBe(200);
    expect(viaSession.body).toEqual(viaToken.body);
    expect(viaSession.body.data).toEqual(item);
    expect((viaSession.body.data as ContentItem).updated_by).toBe(t.user.username);
  });

  it('refuses a logged-out session on the very next read', async () => {
    const item = await createGame();
    const reader = await t.signedInUser(['access_all_contents']);
    expect((await getGame(item.id, reader.cookie)).statusCode).toBe(200);
    await t.call('user-service/logout', undefined, { cookie: reader.cookie });
    const after = await getGame(item.id, reader.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual(sessionExpired);
  });

  it('refuses a user made INACTIVE at once, and ends the session', async () => {
    const item = await createGame();
    const reader = await t.signedInUser(['access_all_contents']);
    expect((await getGame(item.id, reader.cookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, reader.id));
    const after = await getGame(item.id, reader.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual(sessionExpired);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, reader.id))).toEqual([]);
  });

  it('follows a permission taken away on the very next read', async () => {
    const item = await createGame();
    const reader = await t.signedInUser(['access_all_contents']);
    expect((await getGame(item.id, reader.cookie)).statusCode).toBe(200);
    await t.database.db.delete(userPermissions).where(eq(userPermissions.userId, reader.id));
    const after = await getGame(item.id, reader.cookie);
    expect(after.statusCode).toBe(403);
    expect(after.body).toEqual(denied);
  });

  it('answers 404 for an item missing or in the trash, to a reader only', async () => {
    const item = await createGame();
    const trashed = await createGame();
    const removal = await t.as(game.calls.delete, {
      id: trashed.id,
      update_datetime: trashed.update_datetime,
    });
    expect(removal.statusCode).toBe(200);
    const notFound = { status: 'ERROR', message: globalMessage.notFound(game.label) };
    for (const id of [item.id + 100_000, trashed.id]) {
      const result = await getGame(id, t.user.cookie);
      expect(result.statusCode).toBe(404);
      expect(result.body).toEqual(notFound);
    }
    const outsider = await t.signedInUser(['create_project']);
    const refused = await getGame(item.id + 100_000, outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual(denied);
  });

  it('answers a bad id after the session and the permission, as every call does', async () => {
    const item = await createGame();
    const signedOut = await t.call(game.calls.get, { id: 'first' });
    expect(signedOut.statusCode).toBe(401);
    const outsider = await t.signedInUser(['create_project']);
    expect((await getGame('first', outsider.cookie)).body).toEqual(denied);
    const bad = await getGame('first', t.user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.body.messages ?? {})).toEqual(['id']);
    expect((await getGame(item.id, t.user.cookie)).statusCode).toBe(200);
  });

  it('reads with the permissions of the user viewed as', async () => {
    const item = await createGame();
    const admin = await t.signedInUser(['access_all_contents', 'update_user']);
    const noReader = await t.createUser({ permissions: [] });
    const reader = await t.createUser({ permissions: ['access_all_contents'] });
    const viewAs = (id: number) => t.call('session-service/start-view-as', { id }, { cookie: admin.cookie });
    const stopViewing = () => t.call('session-service/stop-view-as', undefined, { cookie: admin.cookie });
    expect((await viewAs(noReader.id)).statusCode).toBe(200);
    expect((await getGame(item.id, admin.cookie)).body).toEqual(denied);
    await stopViewing();
    expect((await viewAs(reader.id)).statusCode).toBe(200);
    const seen = await getGame(item.id, admin.cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data).toEqual(item);
  });
});

/**
 * get-one calls made together share one statement (db/per-turn.ts); the harness's injected
 * calls started at once arrive in the same turn, as a page's calls or many clients' do.
 */
describe('get-game calls made at once', () => {
  it('answer two users each their own: one refused, one allowed', async () => {
    const item = await createGame();
    const reader = await t.signedInUser(['access_all_contents']);
    const outsider = await t.signedInUser(['create_project']);
    const [refused, read] = await Promise.all([
      getGame(item.id, outsider.cookie),
      getGame(item.id, reader.cookie),
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual(denied);
    expect(read.statusCode).toBe(200);
    expect(read.body.data).toEqual(item);
  });

  it('answer 404 for the one item missing, and the others their items', async () => {
    const [first, second] = [await createGame(), await createGame()];
    const answers = await Promise.all(
      [first.id, second.id + 100_000, second.id].map((id) => getGame(id, t.user.cookie)),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 404, 200]);
    expect(answers[1]?.body).toEqual({ status: 'ERROR', message: globalMessage.notFound(game.label) });
    expect(answers[0]?.body.data).toEqual(first);
    expect(answers[2]?.body.data).toEqual(second);
  });

  it('answer 100 calls from four browsers, each with its own answer', async () => {
    const items = [await createGame(), await createGame(), await createGame()];
    const reader = await t.signedInUser(['update_content']);
    const outsider = await t.signedInUser(['create_project']);
    const gone = await t.signedInUser(['access_all_contents']);
    await t.call('user-service/logout', undefined, { cookie: gone.cookie });
    const browsers = [
      { cookie: t.user.cookie, status: 200 },
      { cookie: reader.cookie, status: 200 },
      { cookie: outsider.cookie, status: 403 },
      { cookie: gone.cookie, status: 401 },
    ];
    const asked = Array.from({ length: 100 }, (_, index) => ({
      browser: browsers[index % browsers.length] as (typeof browsers)[number],
      item: items[index % items.length] as ContentItem,
    }));
    const answers = await Promise.all(asked.map(({ browser, item }) => getGame(item.id, browser.cookie)));
    for (const [index, { browser, item }] of asked.entries()) {
      const answer = answers[index];
      expect(answer?.statusCode).toBe(browser.status);
      expect(answer?.body).toEqual(
        browser.status === 200
          ? { status: 'OK', data: item }
          : browser.status === 403
            ? denied
            : sessionExpired,
      );
    }
  });
});
