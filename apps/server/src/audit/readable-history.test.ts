import {
  type AuditEntry,
  allFields,
  type CallPath,
  type ContentItem,
  game,
  gamenews,
  type Project,
  permissionNames,
} from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn, validProject, validUser } from '../../test/harness.ts';
import { createReferences, partsOf, pngImage, postMultipart, validValues } from '../content/test-kit.ts';
import { auditEntries } from '../db/schema.ts';
import { tags } from '../taxonomy/schema.ts';

const t = fileTestAppSignedIn();
let siteA: number;
let siteB: number;
let action: number;
let puzzle: number;
let gameValues: Record<string, unknown>;
let newsValues: Record<string, unknown>;
beforeAll(async () => {
  siteA = (await t.createProject({ name: 'Site Alpha' })).id;
  siteB = (await t.createProject({ name: 'Site Beta' })).id;
  const made = await t.database.db
    .insert(tags)
    .values([
      { name: 'Action', level: ['game'] },
      { name: 'Puzzle', level: ['game'] },
    ])
    .returning({ id: tags.id });
  [action, puzzle] = made.map((tag) => tag.id) as [number, number];
  gameValues = validValues(allFields(game), game, await createReferences(t, game));
  newsValues = validValues(allFields(gamenews), gamenews, await createReferences(t, gamenews));
});

const linesOf = async (id: number) => {
  const result = await t.as('content-service/get-content-history', { id });
  expect(result.statusCode).toBe(200);
  return (result.body.data as AuditEntry[]).map((entry) => entry.lines);
};
const png = (file: string, size = 40) => ({
  filename: file,
  content: pngImage(size, size),
  type: 'image/png',
});

async function createGame() {
  const values = {
    ...gameValues,
    title: 'Readable',
    projects: [siteA],
    tags: { [siteA]: [action] },
    categories: [],
    review_urls: [{ name: 'IGN', url: 'https://ign.example.com/r', rating: 80 }],
  };
  const created = await postMultipart(
    t,
    'game-service/create-game',
    [...partsOf(game, values), ['image_1', png('cover art.png')]],
    t.user.cookie,
  );
  expect(created.body.status, JSON.stringify(created.body)).toBe('OK');
  return { values, item: created.body.data as ContentItem };
}

describe('content history as sentences', () => {
  it('names projects, tags, review rows and files instead of ids and objects', async () => {
    const { values, item } = await createGame();
    const [created] = await linesOf(item.id);
    expect(created).toEqual(
      expect.arrayContaining([
        'Title: Readable',
        'Projects: added Site Alpha',
        'Tags: added Action on Site Alpha',
        "Review URLs: added review 'IGN' 80%",
        "Image 1: added 'cover art.png'",
      ]),
    );
    const updated = await postMultipart(
      t,
      'game-service/update-game',
      [
        ...partsOf(game, {
          ...values,
          id: item.id,
          update_datetime: item.update_datetime,
          projects: [siteA, siteB],
          tags: { [siteA]: [puzzle], [siteB]: [action] },
          review_urls: [
            { name: 'IGN', url: 'https://ign.example.com/r', rating: 85 },
            { name: 'Polygon', url: 'https://polygon.example.com/r', rating: 70 },
          ],
        }),
        ['image_1', png('hero.png', 50)],
      ],
      t.user.cookie,
    );
    expect(updated.body.status, JSON.stringify(updated.body)).toBe('OK');
    const [latest] = await linesOf(item.id);
    expect(latest).toEqual([
      'Projects: added Site Beta',
      'Tags: added Puzzle on Site Alpha; added Action on Site Beta; removed Action on Site Alpha',
      "Review URLs: added review 'Polygon' 70%; changed review 'IGN' 80% → 85%",
      "Image 1: replaced 'cover art.png' with 'hero.png'",
    ]);
    const text = JSON.stringify(latest);
    expect(text).not.toContain('[object Object]');
    expect(text).not.toMatch(/\{"\d+":/);
  });

  it('keeps a file and its name through a save that does not send it, with no line for it', async () => {
    const { values, item } = await createGame();
    const saved = await postMultipart(
      t,
      'game-service/update-game',
      partsOf(game, { ...values, id: item.id, update_datetime: item.update_datetime, title: 'Renamed' }),
      t.user.cookie,
    );
    const after = saved.body.data as ContentItem;
    expect(after.media.image_1?.original_name).toBe('cover art.png');
    expect(after.image_1).toBe(item.image_1);
    const [latest] = await linesOf(item.id);
    expect(latest).toEqual(['Title: Readable → Renamed']);
  });

  it('reads a tag by its name of today, and an id nothing has any more as deleted', async () => {
    const { item } = await createGame();
    const [renamed] = await t.database.db
      .insert(tags)
      .values({ name: 'Old name', level: ['game'] })
      .returning({ id: tags.id });
    if (!renamed) throw new Error('tag not created');
    await t.database.db.insert(auditEntries).values({
      entity: 'content',
      entityId: item.id,
      action: 'update',
      actorId: null,
      changes: [{ field: 'tags', from: { [siteA]: [action] }, to: { [siteA]: [renamed.id, 987654] } }],
    });
    await t.database.db.update(tags).set({ name: 'New name' }).where(eq(tags.id, renamed.id));
    const [latest] = await linesOf(item.id);
    expect(latest).toEqual([
      'Tags: added New name, tag #987654 (deleted) on Site Alpha; removed Action on Site Alpha',
    ]);
  });

  it('reads entries written before names were kept: files by URL, projects and categories by id', async () => {
    const { item } = await createGame();
    const hash = 'ab'.repeat(32);
    await t.database.db.insert(auditEntries).values({
      entity: 'content',
      entityId: item.id,
      action: 'update',
      actorId: null,
      changes: [
        { field: 'image_2', from: '', to: `/media/${hash}.png` },
        { field: 'projects', from: [siteA], to: [siteA, siteB] },
        { field: 'guide_urls', from: [], to: ['https://guide.example.com'] },
        // Hand-edited rows: ids no row can have are named, not looked up (no 500).
        { field: 'categories', from: null, to: [2 ** 31, 'abc'] },
      ],
    });
    const [latest] = await linesOf(item.id);
    expect(latest).toEqual([
      'Image 2: added file abababab….png',
      'Projects: added Site Beta',
      "Guide URLs: added 'https://guide.example.com'",
      'Categories: added category #2147483648 (deleted), category #abc (deleted)',
    ]);
  });

  it('reads rich text as words added and removed', async () => {
    const values = { ...newsValues, body: '<p>Breaking news about the <b>new</b> game</p>' };
    const created = await postMultipart(
      t,
      gamenews.calls.create as CallPath,
      partsOf(gamenews, values),
      t.user.cookie,
    );
    expect(created.body.status, JSON.stringify(created.body)).toBe('OK');
    const item = created.body.data as ContentItem;
    const updated = await postMultipart(
      t,
      gamenews.calls.update as CallPath,
      partsOf(gamenews, {
        ...values,
        id: item.id,
        update_datetime: item.update_datetime,
        body: '<p>Big news about the <i>new</i> game, out on Friday &amp; free</p>',
      }),
      t.user.cookie,
    );
    expect(updated.body.status, JSON.stringify(updated.body)).toBe('OK');
    const [latest, first] = await linesOf(item.id);
    expect(first).toContain('Body: 6 words');
    expect(latest).toEqual(['Body: changed (+5 words, −1)']);
  });
});

describe('other histories as sentences', () => {
  it("reads a user's permissions by label and a password only as changed", async () => {
    const input = validUser({ permissions: ['create_tag', 'access_all_tags'] });
    const created = await t.as('user-service/create-user', input);
    const user = created.body.data;
    const { creation_datetime: _c, update_datetime: _u, ...fields } = user;
    await t.as('user-service/update-user', {
      ...fields,
      password: 'Another9!pw',
      permissions: ['create_tag', 'update_tag'],
    });
    const history = await t.as('user-service/get-user-history', { id: user.id });
    const [latest, first] = (history.body.data as AuditEntry[]).map((entry) => entry.lines);
    expect(first).toContain('Permissions: added Access All Tags, Create Tag');
    expect(latest).toEqual(
      expect.arrayContaining(['Permissions: added Update Tag; removed Access All Tags', 'Password: changed']),
    );
    expect(JSON.stringify(history.body)).not.toContain('Another9!pw');
  });

  it('reads a clone by the name of the project it came from', async () => {
    const source = await t.call('project-service/create-project', validProject({ name: 'Origin Site' }), {
      cookie: t.user.cookie,
    });
    const clone = await t.as('project-service/clone-project', {
      ...validProject({ name: 'Copy Site' }),
      id: (source.body.data as Project).id,
    });
    const history = await t.as('project-service/get-project-history', {
      id: (clone.body.data as Project).id,
    });
    const [entry] = history.body.data as AuditEntry[];
    expect(entry?.lines[0]).toBe('Cloned from: Origin Site');
    expect(entry?.lines).toContain('Name: Copy Site');
    expect(entry?.lines).toHaveLength(entry?.changes.length ?? -1);
  });

  it('answers every entry with one line per change for a reader holding every permission', async () => {
    const all = await t.signedInUser(permissionNames);
    const { item } = await createGame();
    const history = await t.call(
      'content-service/get-content-history',
      { id: item.id },
      { cookie: all.cookie },
    );
    for (const entry of history.body.data as AuditEntry[])
      expect(entry.lines).toHaveLength(entry.changes.length);
  });
});
