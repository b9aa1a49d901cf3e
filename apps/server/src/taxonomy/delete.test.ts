import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import {
  type AuditEntry,
  type Category,
  globalMessage,
  type Tag,
  type TaxonomyUsage,
  taxonomyMessage,
} from '@masthead/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  describeAccess,
  fileTestAppSignedIn,
  idOfNew,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * Removing tags, categories, attributes and allowed IPs: refused while content uses them, in
 * the history with who did it, gone from every server's lists.
 */
const t = fileTestAppSignedIn([
  'create_tag',
  'update_tag',
  'create_category',
  'update_category',
  'access_all_categories',
  'allowed_ip',
]);

let counter = 0;
const unique = (word: string) => {
  counter += 1;
  return `${word} ${String.fromCharCode(97 + (counter % 26))}${'x'.repeat(Math.floor(counter / 26))}`;
};
const newTag = async () =>
  (await t.as('tag-service/create-tag', { name: unique('Doomed'), level: ['game'] })).body.data as Tag;
const newCategory = async () =>
  (await t.as('category-service/create-category', { name: unique('Doomed'), level: ['game'] })).body
    .data as Category;
const newAttribute = async () =>
  (await t.as('attribute-service/create-attribute', { name: `doomed.${unique('').trim()}`, level: 'game' }))
    .body.data as { id: number };
let ipCounter = 0;
const newIp = async (ip = `198.19.${Math.floor(++ipCounter / 256)}.${ipCounter % 256}`) =>
  (await t.as('allowed-ip-service/create-ip', { ip, description: 'Doomed' })).body.data as {
    id: number;
    ip: string;
  };

/** A content item straight in the database, naming the given tag and categories. */
async function itemUsing({
  tagId,
  categoryId,
  title,
}: {
  tagId?: number;
  categoryId?: number;
  title: string;
}) {
  const [row] = await t.database.db
    .insert(contentItems)
    .values({
      contentId: randomUUID(),
      type: 'game',
      title,
      projects: [1],
      categories: categoryId ? [categoryId] : [],
      tags: tagId ? { '1': [tagId] } : {},
    })
    .returning({ id: contentItems.id });
  return row?.id ?? 0;
}

describeAccess(
  () => t,
  [
    { path: 'tag-service/delete-tag', allowed: ['update_tag'], body: idOfNew(newTag) },
    {
      path: 'tag-service/get-tag-usage',
      allowed: ['access_all_tags', 'update_tag', 'create_tag'],
      body: idOfNew(newTag),
    },
    { path: 'category-service/delete-category', allowed: ['update_category'], body: idOfNew(newCategory) },
    {
      path: 'category-service/get-category-usage',
      allowed: ['access_all_categories', 'update_category', 'create_category'],
      body: idOfNew(newCategory),
    },
    { path: 'attribute-service/delete-attribute', allowed: ['update_category'], body: idOfNew(newAttribute) },
    { path: 'allowed-ip-service/delete-ip', allowed: ['allowed_ip'], body: idOfNew(newIp) },
  ],
);

describe.each([
  {
    entity: 'tag',
    create: newTag,
    remove: 'tag-service/delete-tag',
    get: 'tag-service/get-tag',
    list: 'tag-service/get-tags',
    history: 'tag-service/get-tag-history',
  },
  {
    entity: 'category',
    create: newCategory,
    remove: 'category-service/delete-category',
    get: 'category-service/get-category',
    list: 'category-service/get-categories',
    history: 'category-service/get-category-history',
  },
  {
    entity: 'attribute',
    create: newAttribute,
    remove: 'attribute-service/delete-attribute',
    get: 'attribute-service/get-attribute',
    list: 'attribute-service/get-attributes',
    history: 'attribute-service/get-attribute-history',
  },
  {
    entity: 'allowed IP',
    create: () => newIp(),
    remove: 'allowed-ip-service/delete-ip',
    get: 'allowed-ip-service/get-ip',
    list: 'allowed-ip-service/get-ips',
    history: 'allowed-ip-service/get-ip-history',
  },
] as const)('deleting a $entity', ({ create, remove, get, list, history }) => {
  it('removes it from its get call and its list, and records who did it', async () => {
    const row = await create();
    // The list is read first, so it is cached when the row goes.
    expect((await t.as(list, {})).body.data).toContainEqual(expect.objectContaining({ id: row.id }));
    const removed = await t.as(remove, { id: row.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toEqual({ status: 'OK', data: null });
    expect((await t.as(get, { id: row.id })).statusCode).toBe(404);
    expect((await t.as(list, {})).body.data).not.toContainEqual(expect.objectContaining({ id: row.id }));
    const entries = (await t.as(history, { id: row.id })).body.data as AuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(entries[0]?.actor).toEqual({ id: t.user.id, username: t.user.username });
    expect(entries[0]?.changes.every((change) => change.to === null)).toBe(true);
  });

  it('deletes once when asked 100 times at once: one 200, the rest 404, one history entry', async () => {
    const row = await create();
    const results = await Promise.all(Array.from({ length: 100 }, () => t.as(remove, { id: row.id })));
    expect(results.filter((result) => result.statusCode === 200)).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 404)).toHaveLength(99);
    const entries = (await t.as(history, { id: row.id })).body.data as AuditEntry[];
    expect(entries.filter((entry) => entry.action === 'delete')).toHaveLength(1);
  });

  it('answers 404 for an id that never existed', async () => {
    const result = await t.as(remove, { id: 987654 });
    expect(result.statusCode).toBe(404);
    expect(result.body.status).toBe('ERROR');
    expect((await t.as(history, { id: 987654 })).statusCode).toBe(404);
  });
});

describe.each([
  {
    entity: 'tag',
    create: newTag,
    uses: (id: number) => ({ tagId: id }),
    remove: 'tag-service/delete-tag',
    usage: 'tag-service/get-tag-usage',
    get: 'tag-service/get-tag',
    reader: 'access_all_tags',
  },
  {
    entity: 'category',
    create: newCategory,
    uses: (id: number) => ({ categoryId: id }),
    remove: 'category-service/delete-category',
    usage: 'category-service/get-category-usage',
    get: 'category-service/get-category',
    reader: 'access_all_categories',
  },
] as const)('a $entity in use', ({ entity, create, uses, remove, usage, get, reader }) => {
  it('is kept: 409 with the number of items using it, which the usage call names by title', async () => {
    const row = await create();
    const first = await itemUsing({ ...uses(row.id), title: 'Beta puzzle' });
    const second = await itemUsing({ ...uses(row.id), title: 'Alpha puzzle' });
    const refused = await t.as(remove, { id: row.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toEqual({ status: 'ERROR', message: taxonomyMessage.inUse({ entity, count: 2 }) });
    expect((await t.as(get, { id: row.id })).statusCode).toBe(200);

    const reading = await t.signedInUser([reader, 'access_all_contents']);
    const found = (await t.as(usage, { id: row.id }, reading.cookie)).body.data as TaxonomyUsage;
    expect(found).toEqual({
      count: 2,
      items: [
        { id: second, type: 'game', title: 'Alpha puzzle' },
        { id: first, type: 'game', title: 'Beta puzzle' },
      ],
    });
    // Who may not open content learns only how many items there are.
    const blind = await t.signedInUser([reader]);
    expect((await t.as(usage, { id: row.id }, blind.cookie)).body.data).toEqual({ count: 2, items: [] });

    // Once no item names it, it goes.
    await t.database.db.delete(contentItems);
    expect((await t.as(remove, { id: row.id })).statusCode).toBe(200);
  });

  it(`says "1 content item" for one`, () => {
    expect(taxonomyMessage.inUse({ entity, count: 1 })).toContain(
      `this ${entity} is used by 1 content item.`,
    );
  });
});

it('refuses deleting to a user who may only view or add (403), and deletes nothing', async () => {
  const tag = await newTag();
  const viewer = await t.signedInUser(['access_all_tags', 'create_tag']);
  const refused = await t.as('tag-service/delete-tag', { id: tag.id }, viewer.cookie);
  expect(refused.statusCode).toBe(403);
  expect(refused.body.message).toBe(globalMessage.permissionDenied(['update_tag']));
  expect((await t.as('tag-service/get-tag', { id: tag.id })).statusCode).toBe(200);
});

/** A second handle on the same database, as another app server holds: its own caches. */
function anotherServer(database: Database): Database {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema })
      : drizzlePg(client as pg.Pool, { schema });
  return { ...database, db: db as unknown as Db, close: async () => {} };
}

describe('another server on the same database', () => {
  it('drops a deleted tag from its list kept in memory', async () => {
    const other = await startTestApp({ database: anotherServer(t.database) });
    try {
      const otherAdmin = await other.signedInUser(['access_all_tags']);
      const tag = await newTag();
      const listed = async () =>
        (
          (await other.call('tag-service/get-tags', {}, { cookie: otherAdmin.cookie })).body.data as Tag[]
        ).map((row) => row.id);
      expect(await listed()).toContain(tag.id);
      await t.as('tag-service/delete-tag', { id: tag.id });
      expect(await listed()).not.toContain(tag.id);
    } finally {
      await other.close();
    }
  });
});

describe('removing an allowed IP while the list is enforced', () => {
  /** A call to `app` from `address`: the allowed-IP list, unless another call is named. */
  const from = (
    app: TestApp,
    address: string,
    cookie?: string,
    { path = 'allowed-ip-service/get-ips', payload = {} }: { path?: string; payload?: object } = {},
  ) =>
    app.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });

  /** A second server on the same database that enforces the list, closed after `run`. */
  async function whileEnforced(run: (enforcing: TestApp) => Promise<void>) {
    const enforcing = await startTestApp({ database: t.database, config: { enforceAllowedIps: true } });
    try {
      await run(enforcing);
    } finally {
      await enforcing.close();
    }
  }

  it('stops admitting it at once here and within seconds on another server', async () => {
    const here = await startTestApp({ database: t.database, config: { enforceAllowedIps: true } });
    const there = await startTestApp({
      database: anotherServer(t.database),
      config: { enforceAllowedIps: true },
    });
    try {
      const entry = await newIp('203.0.113.0/28');
      // Both servers have read the list with the entry in it.
      expect((await from(here, '203.0.113.5')).statusCode).toBe(401);
      expect((await from(there, '203.0.113.5')).statusCode).toBe(401);
      expect(
        (await here.call('allowed-ip-service/delete-ip', { id: entry.id }, { cookie: t.user.cookie }))
          .statusCode,
      ).toBe(200);
      expect((await from(here, '203.0.113.5')).statusCode).toBe(403);
      // The other server reloads its list in the background at most 5 s after its last load.
      const started = Date.now();
      let status = 401;
      while (status !== 403 && Date.now() - started < 8000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await from(there, '203.0.113.5')).statusCode;
      }
      expect(status).toBe(403);
    } finally {
      await here.close();
      await there.close();
    }
  });

  it("refuses to remove the last entry admitting the caller's own address, saying why", () =>
    whileEnforced(async (enforcing) => {
      const own = await newIp('192.0.2.0/24');
      const remove = (id: number) =>
        from(enforcing, '192.0.2.1', t.user.cookie, {
          path: 'allowed-ip-service/delete-ip',
          payload: { id },
        });
      const refused = await remove(own.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 'ERROR',
        message: taxonomyMessage.ownAddressEntry({ ip: '192.0.2.0/24', address: '192.0.2.1' }),
      });
      expect((await t.as('allowed-ip-service/get-ip', { id: own.id })).statusCode).toBe(200);
      // With another entry admitting the same address, either may go, but not both.
      const narrower = await newIp('192.0.2.1');
      const both = await Promise.all([remove(own.id), remove(narrower.id)]);
      expect(both.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      expect((await from(enforcing, '192.0.2.1', t.user.cookie)).statusCode).toBe(200);
    }));

  it("refuses to change the last entry admitting the caller's own address into one that does not", () =>
    whileEnforced(async (enforcing) => {
      const own = await newIp('198.51.100.0/24');
      const change = (ip: string) =>
        from(enforcing, '198.51.100.9', t.user.cookie, {
          path: 'allowed-ip-service/update-ip',
          payload: { id: own.id, ip, description: 'moved' },
        });
      const refused = await change('10.250.2.0/24');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        status: 'ERROR',
        message: taxonomyMessage.ownAddressChange({ ip: '198.51.100.0/24', address: '198.51.100.9' }),
      });
      expect((await t.as('allowed-ip-service/get-ip', { id: own.id })).body.data).toMatchObject({
        ip: '198.51.100.0/24',
      });
      // A change that still admits the caller is saved, and the caller is still let in.
      expect((await change('198.51.100.8/29')).statusCode).toBe(200);
      expect((await from(enforcing, '198.51.100.9', t.user.cookie)).statusCode).toBe(200);
    }));
});
