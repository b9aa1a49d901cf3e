import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type AuditEntry,
  allFields,
  type ContentCounts,
  type ContentItem,
  type ContentListRow,
  type ContentTypeDefinition,
  contentTypes,
  fieldMessage,
  game,
  globalMessage,
  type ImpressionRow,
  type TrashEntry,
  trashMessage,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestApp, startTestApp } from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';
import {
  createReferences,
  type Part,
  partsOf,
  pngImage,
  postMultipart,
  type References,
  validValues,
} from '../content/test-kit.ts';
import { categories, impressionDaily, projects, tags } from '../db/schema.ts';
import { localMediaStorage } from '../media/local.ts';
import { purgeTrash } from './purge.ts';

/** Deleting content moves it to the trash; restoring brings it back; the purge ends it. */
const t = fileTestApp();
let admin: string;
let adminName: string;
const referencesOf = new Map<string, References>();
beforeAll(async () => {
  const user = await t.signedInUser([
    'update_content',
    'create_content',
    'access_all_contents',
    'content_report',
  ]);
  admin = user.cookie;
  adminName = user.username;
  for (const definition of contentTypes)
    referencesOf.set(definition.type, await createReferences(t, definition));
}, 60_000);

const valuesOf = (definition: ContentTypeDefinition, overrides: Record<string, unknown> = {}) => {
  const references = referencesOf.get(definition.type);
  if (!references) throw new Error(`no references for ${definition.type}`);
  return { ...validValues(allFields(definition), definition, references), ...overrides };
};
async function create(
  definition: ContentTypeDefinition,
  overrides: Record<string, unknown> = {},
  files: Part[] = [],
) {
  const result = await postMultipart(
    t,
    definition.calls.create as never,
    [...partsOf(definition, valuesOf(definition, overrides)), ...files],
    admin,
  );
  expect(result.body.status, JSON.stringify(result.body)).toBe('OK');
  return result.body.data as ContentItem;
}
const remove = (definition: ContentTypeDefinition, item: ContentItem, cookie = admin) =>
  t.call(
    definition.calls.delete as never,
    { id: item.id, update_datetime: item.update_datetime },
    { cookie },
  );
const restore = (item: Pick<ContentItem, 'type' | 'id'>, cookie = admin) =>
  t.call('trash-service/restore-item', { type: item.type, id: item.id }, { cookie });
const trash = async () =>
  (await t.call('trash-service/get-trash', {}, { cookie: admin })).body.data as TrashEntry[];
const listIds = async (definition: ContentTypeDefinition) =>
  ((await t.call(definition.calls.list as never, {}, { cookie: admin })).body.data as ContentListRow[]).map(
    (row) => row.id,
  );
const history = async (id: number) =>
  (await t.call('content-service/get-content-history', { id }, { cookie: admin })).body.data as AuditEntry[];

describeAccess(
  () => t,
  [
    {
      path: 'game-service/delete-game',
      allowed: ['update_content'],
      body: async () => {
        const item = await create(game);
        return { id: item.id, update_datetime: item.update_datetime };
      },
    },
    { path: 'trash-service/get-trash', allowed: ['update_content'], body: () => ({}) },
    {
      path: 'trash-service/restore-item',
      allowed: ['update_content'],
      body: async () => {
        const item = await create(game);
        await remove(game, item);
        return { type: 'game', id: item.id };
      },
    },
  ],
);

describe.each(contentTypes.map((definition) => ({ definition, label: definition.label })))(
  '$label',
  ({ definition }) => {
    it('moves an item to the trash: gone from its list, get and update answer 404; restore brings it back as it was', async () => {
      const item = await create(definition, { title: `${definition.label} to trash` });
      expect(await listIds(definition)).toContain(item.id);

      const deleted = await remove(definition, item);
      expect(deleted.statusCode, JSON.stringify(deleted.body)).toBe(200);
      expect(deleted.body.data).toMatchObject({
        type: definition.type,
        id: item.id,
        title: `${definition.label} to trash`,
        deleted_by: adminName,
      });
      expect(await listIds(definition)).not.toContain(item.id);
      const got = await t.call(definition.calls.get as never, { id: item.id }, { cookie: admin });
      expect(got.statusCode).toBe(404);
      expect(got.body.message).toBe(globalMessage.notFound(definition.label));
      const updated = await postMultipart(
        t,
        definition.calls.update as never,
        partsOf(definition, valuesOf(definition, { id: item.id, update_datetime: item.update_datetime })),
        admin,
      );
      expect(updated.statusCode).toBe(404);
      expect((await trash()).find((entry) => entry.id === item.id)).toEqual(deleted.body.data);

      const restored = await restore(item);
      expect(restored.statusCode, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.data).toEqual(item);
      expect(await listIds(definition)).toContain(item.id);
      expect((await trash()).some((entry) => entry.id === item.id)).toBe(false);
      const got2 = await t.call(definition.calls.get as never, { id: item.id }, { cookie: admin });
      expect(got2.body.data).toEqual(item);
      const entries = await history(item.id);
      expect(entries.map((entry) => [entry.action, entry.actor?.username])).toEqual([
        ['restore', adminName],
        ['delete', adminName],
        ['create', adminName],
      ]);
    });
  },
);

describe('delete', () => {
  it('refuses a stale update_datetime with 409 naming who saved it, and keeps the item', async () => {
    const item = await create(game);
    const saved = await postMultipart(
      t,
      'game-service/update-game',
      partsOf(game, valuesOf(game, { id: item.id, update_datetime: item.update_datetime, title: 'Newer' })),
      admin,
    );
    const newer = saved.body.data as ContentItem;
    const stale = await remove(game, item);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toBe(
      globalMessage.editConflict({ what: 'This game', who: adminName, when: newer.update_datetime }),
    );
    expect(await listIds(game)).toContain(item.id);
    expect((await trash()).some((entry) => entry.id === item.id)).toBe(false);
  });

  it('asks for the update_datetime and an id, in the envelope', async () => {
    const result = await t.call('game-service/delete-game', { id: 'x' }, { cookie: admin });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({
      id: [fieldMessage.invalid],
      update_datetime: [fieldMessage.required],
    });
  });

  it('of the same item 20 times at once: exactly one moves it, the others answer 404', async () => {
    const item = await create(game);
    const results = await Promise.all(Array.from({ length: 20 }, () => remove(game, item)));
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 404)).toHaveLength(19);
    expect((await history(item.id)).filter((entry) => entry.action === 'delete')).toHaveLength(1);
  });

  it('of an item of another type answers 404 and moves nothing', async () => {
    const item = await create(game);
    const result = await t.call(
      'quiz-service/delete-quiz',
      { id: item.id, update_datetime: item.update_datetime },
      { cookie: admin },
    );
    expect(result.statusCode).toBe(404);
    expect(await listIds(game)).toContain(item.id);
  });
});

describe('the trash leaves an item out at once of', () => {
  it("the dashboard's counts", async () => {
    const counts = async () =>
      (await t.call('dashboard-service/get-content-counts', {}, { cookie: admin })).body
        .data as ContentCounts;
    const item = await create(game);
    const before = await counts();
    await remove(game, item);
    expect(await counts()).toEqual({ ...before, game: before.game - 1 });
    await restore(item);
    expect(await counts()).toEqual(before);
  });

  it("reports' names, while its impressions still count", async () => {
    const item = await create(game, { title: 'Reported game' });
    const { projectId } = referencesOf.get('game') as References;
    await t.database.db.insert(impressionDaily).values({
      contentId: item.id,
      projectId,
      date: new Date().toISOString().slice(0, 10),
      contentType: 'game',
      count: 7,
    });
    const rows = async () =>
      (
        (
          await t.call(
            'stat-content-impression-service/get-impressions',
            { content_type: 'game', group_by: 'content' },
            { cookie: admin },
          )
        ).body.data as ImpressionRow[]
      ).find((row) => row.content_id === item.id);
    expect(await rows()).toMatchObject({ content_name: 'Reported game', impressions: 7 });
    await remove(game, item);
    expect(await rows()).toMatchObject({ content_name: null, impressions: 7 });
  });

  it('exports of its list', async () => {
    const item = await create(game, { title: 'Exported zebra' });
    const exported = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/export-service/export-list',
          headers: { cookie: admin },
          payload: { list: 'content/game', columns: ['id', 'title'] },
        })
      ).body;
    expect(await exported()).toContain('Exported zebra');
    await remove(game, item);
    expect(await exported()).not.toContain('Exported zebra');
  });

  it('bulk status changes, which report it not found', async () => {
    const item = await create(game);
    await remove(game, item);
    const result = await t.call(
      'content-service/set-status',
      { type: 'game', ids: [item.id], status: 'INACTIVE' },
      { cookie: admin },
    );
    expect(result.body.data).toMatchObject({ updated: 0, notFound: 1 });
  });
});

describe('restore', () => {
  it('of the same item 20 times at once: exactly one restores, the others answer 404 saying so', async () => {
    const item = await create(game);
    await remove(game, item);
    const results = await Promise.all(Array.from({ length: 20 }, () => restore(item)));
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.statusCode === 404);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.body.message).toBe(trashMessage.notInTrash('Game'));
    expect((await history(item.id)).filter((entry) => entry.action === 'restore')).toHaveLength(1);
  });

  it('of an item not in the trash answers 404, and of a wrong type too', async () => {
    const item = await create(game);
    expect((await restore(item)).statusCode).toBe(404);
    await remove(game, item);
    expect((await restore({ type: 'quiz', id: item.id })).statusCode).toBe(404);
    expect(
      (await t.call('trash-service/restore-item', { type: 'nope', id: item.id }, { cookie: admin })).body
        .messages,
    ).toEqual({
      type: [fieldMessage.invalid],
    });
  });

  it('lets go of projects, categories and tags removed meanwhile; its history and update_datetime say so', async () => {
    const project = await t.createProject({ content_type: 'game' });
    const kept = referencesOf.get('game') as References;
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: 'Gone category', level: ['game'] })
      .returning({ id: categories.id });
    const [tag] = await t.database.db
      .insert(tags)
      .values({ name: 'Gone tag', level: ['game'] })
      .returning({ id: tags.id });
    if (!category || !tag) throw new Error('references not made');
    const item = await create(game, {
      projects: [kept.projectId, project.id],
      categories: [kept.categoryId, category.id],
      tags: { [kept.projectId]: [kept.tagId, tag.id], [project.id]: [kept.tagId] },
    });
    await remove(game, item);
    await t.database.db.delete(projects).where(eq(projects.id, project.id));
    await t.database.db.delete(categories).where(eq(categories.id, category.id));
    await t.database.db.delete(tags).where(eq(tags.id, tag.id));

    const result = await restore(item);
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    const restored = result.body.data as ContentItem;
    expect(restored).toMatchObject({
      projects: [kept.projectId],
      categories: [kept.categoryId],
      tags: { [kept.projectId]: [kept.tagId] },
      updated_by: adminName,
    });
    expect(restored.update_datetime > item.update_datetime).toBe(true);
    const [entry] = await history(item.id);
    expect(entry?.action).toBe('restore');
    expect(entry?.changes.map((change) => change.field).sort()).toEqual(['categories', 'projects', 'tags']);
    // What it keeps is what a save accepts: the form can save it again as it came back.
    const saved = await postMultipart(
      t,
      'game-service/update-game',
      partsOf(
        game,
        valuesOf(game, {
          id: restored.id,
          update_datetime: restored.update_datetime,
          projects: restored.projects,
          categories: restored.categories,
          tags: restored.tags,
        }),
      ),
      admin,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  });
});

describe('purge', () => {
  const storedFiles = async () =>
    (await readdir(path.join(t.dataDir, 'media')).catch(() => [] as string[])).filter(
      (name) => !name.startsWith('.'),
    );
  const fileOf = (item: ContentItem) => (item.image_1 as string).replace('/media/', '');
  const deletedDaysAgo = (id: number, days: number) =>
    t.database.db
      .update(contentItems)
      .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(contentItems.id, id));

  it('removes items deleted more than 30 days ago and the files only they used; a file another item uses stays', async () => {
    const png = (width: number) =>
      ['image_1', { filename: 'a.png', content: pngImage(width, 40), type: 'image/png' }] as Part;
    const old = await create(game, { title: 'Old trash' }, [png(41)]);
    const sharedOld = await create(game, { title: 'Old trash sharing' }, [png(42)]);
    const live = await create(game, { title: 'Live sharing' }, [png(42)]);
    const recent = await create(game, { title: 'Recent trash' }, [png(43)]);
    for (const item of [old, sharedOld, recent]) await remove(game, item);
    await deletedDaysAgo(old.id, 31);
    await deletedDaysAgo(sharedOld.id, 31);
    await deletedDaysAgo(recent.id, 29);

    const { items } = await purgeTrash(t.database.db, localMediaStorage(t.dataDir));
    expect(items.sort()).toEqual([old.id, sharedOld.id].sort());
    const files = await storedFiles();
    expect(files).not.toContain(fileOf(old));
    expect(files).toContain(fileOf(live));
    expect(files).toContain(fileOf(recent));
    const inTrash = (await trash()).map((entry) => entry.id);
    expect(inTrash).toContain(recent.id);
    expect(inTrash).not.toContain(old.id);
    expect((await restore(old)).statusCode).toBe(404);
    expect((await t.call('game-service/get-game', { id: live.id }, { cookie: admin })).body.data).toEqual(
      live,
    );
  });

  it('run by several servers at once removes each item once and fails none', async () => {
    const items = await Promise.all([1, 2, 3].map((n) => create(game, { title: `Parallel purge ${n}` })));
    for (const item of items) {
      await remove(game, item);
      await deletedDaysAgo(item.id, 40);
    }
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => purgeTrash(t.database.db, localMediaStorage(t.dataDir))),
    );
    expect(runs.flatMap((run) => run.items).sort()).toEqual(items.map((item) => item.id).sort());
  });

  it('runs by itself when a server starts, so a trash nobody opens is still emptied', async () => {
    const item = await create(game, { title: 'Purged at start' });
    await remove(game, item);
    await deletedDaysAgo(item.id, 31);
    const other = await startTestApp({ database: t.database });
    // Closing waits for the server's background work, the purge included.
    await other.close();
    expect((await trash()).some((entry) => entry.id === item.id)).toBe(false);
    expect((await restore(item)).statusCode).toBe(404);
  });
});
