import {
  type ContentListRow,
  contentListColumns,
  fieldMessage,
  filterMessage,
  game,
  globalMessage,
  type ListPageAnswer,
  type ListView,
  messageMarker,
  viewPositions,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';
import { writeListRows } from '../content/service.ts';
import { loadParsedList } from './parsed-lists.ts';

/**
 * One page of a list's view, asked of the server by a table too long to load whole: every page
 * together must be exactly the rows, in the order, that the whole-list table (the contract's
 * viewPositions over the get-all answer) shows.
 */
const t = fileTestAppSignedIn();
const rowCount = 3_000;
const pagePath = '/api/export-service/get-list-page';

beforeAll(async () => {
  const { db } = t.database;
  await db.execute(sql`insert into content_items (content_id, type, title, status, keywords)
    select md5(i::text), 'game',
      case when i % 50 = 0 then 'Émile ' || i else 'Game ' || lpad(((i * 7919) % ${rowCount})::text, 5, '0') end,
      case when i % 3 = 0 then 'INACTIVE' else 'ACTIVE' end,
      'kw' || (i % 10)
    from generate_series(1, ${rowCount}) i`);
  await writeListRows(db, game, eq(contentItems.type, 'game'));
}, 120_000);

async function askPage(
  body: Record<string, unknown>,
  { app = t as TestApp, cookie = t.user.cookie }: { app?: TestApp; cookie?: string } = {},
) {
  return app.app.inject({ method: 'POST', url: pagePath, headers: { cookie }, payload: body });
}

async function page(body: Record<string, unknown>, app: TestApp = t) {
  const response = await askPage(body, { app });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ListPageAnswer;
}

const gameRows = async () => (await t.as('game-service/get-all-games', {})).body.data as ContentListRow[];

/** The ids the whole-list table shows for `view`, every page, worked out in the browser’s way. */
async function wholeListIds(view: ListView) {
  const rows = await gameRows();
  return viewPositions(rows, contentListColumns(game), view).map((position) => rows[position]?.id);
}

describe('a page of a content list', () => {
  const views: ListView[] = [
    { sort: { columnId: 'title', direction: 'desc' }, filters: { status: 'INACTIVE' } },
    { sort: { columnId: 'id', direction: 'asc' }, filters: { title: ' emi ' } },
    { sort: null, filters: {}, search: 'game 001' },
    { sort: { columnId: 'status', direction: 'asc' }, filters: { id: '77' } },
  ];

  it.each(views)(
    'answers, page after page, exactly the whole-list table’s rows for %j',
    async (view) => {
      const expected = await wholeListIds(view);
      const size = 100;
      const ids: unknown[] = [];
      for (let number = 1; ; number += 1) {
        const answer = await page({ list: 'content/game', ...view, page: number, size });
        expect(answer).toMatchObject({ page: number, count: expected.length, total: rowCount });
        ids.push(...answer.rows.map((row) => row.id));
        if (number * size >= expected.length) break;
      }
      expect(ids).toEqual(expected);
    },
    60_000,
  );

  it('keeps a long list parsed whatever options it does not read are sent, so no caller can make it parse again', async () => {
    const columns = contentListColumns(game) as Parameters<typeof loadParsedList>[2]['columns'];
    const load = (options: Record<string, unknown>) =>
      loadParsedList(t.database.db, 'content/game', {
        withRelations: false,
        columns,
        columnsPerCall: false,
        ...options,
      });
    const first = await load({});
    for (const options of [
      { projectType: 'game' },
      { projectType: 'recipe' },
      { report: { from: '2026-01-01' } },
    ])
      expect(await load(options)).toBe(first);
  });

  it('answers the last page for a page past the end, and rows as the get-all call does', async () => {
    const answer = await page({ list: 'content/game', filters: { status: 'INACTIVE' }, page: 99, size: 300 });
    expect(answer.page).toBe(4);
    expect(answer.count).toBe(1_000);
    expect(answer.rows).toHaveLength(100);
    const all = await gameRows();
    expect(answer.rows[0]).toEqual(all.find((row) => row.id === answer.rows[0]?.id));
  });

  it('answers every matching id, and where a row stands, when asked', async () => {
    const view = { sort: { columnId: 'title', direction: 'asc' as const }, filters: { title: 'émile' } };
    const expected = await wholeListIds(view);
    const answer = await page({
      list: 'content/game',
      ...view,
      page: 1,
      size: 10,
      with_ids: true,
      find_id: String(expected[42]),
    });
    expect(answer.ids).toEqual(expected.map(String));
    expect(answer.found_at).toBe(42);
    const hidden = await page({ list: 'content/game', ...view, page: 1, size: 10, find_id: '3' });
    expect(hidden.found_at).toBeNull();
    expect(hidden.ids).toBeUndefined();
  });

  it('says the list is paged only above the server’s threshold', async () => {
    expect((await page({ list: 'content/game', page: 1, size: 10 })).is_paged).toBe(false);
    const lowered = await startTestApp({
      database: t.database,
      config: { listPagingThreshold: rowCount - 1 },
    });
    try {
      const cookie = await lowered.holderOf('access_all_contents');
      const response = await askPage({ list: 'content/game', page: 1, size: 10 }, { app: lowered, cookie });
      expect(response.json().data.is_paged).toBe(true);
    } finally {
      await lowered.close();
    }
  });
});

describe('an edit', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp({ database: t.database });
  });
  afterAll(async () => other.close());

  it('made on another server shows on the next page call, in its filters and order', async () => {
    const view = {
      list: 'content/game',
      sort: { columnId: 'id', direction: 'asc' },
      filters: { status: 'ACTIVE' },
    };
    const before = await page({ ...view, page: 1, size: 5 });
    const first = before.rows[0] as { id: number };
    const cookie = await other.holderOf('update_content');
    const change = await other.app.inject({
      method: 'POST',
      url: '/api/content-service/set-status',
      headers: { cookie },
      payload: { type: 'game', ids: [first.id], status: 'INACTIVE' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const after = await page({ ...view, page: 1, size: 5 });
    expect(after.count).toBe(before.count - 1);
    expect(after.rows.map((row) => row.id)).not.toContain(first.id);
    const inactive = await page({
      ...view,
      filters: { status: 'INACTIVE', id: String(first.id) },
      page: 1,
      size: 5,
    });
    expect(inactive.rows.map((row) => row.status)).toEqual(['INACTIVE']);
  });
});

describe('who may ask', () => {
  it('answers 401 without a session, in the envelope', async () => {
    const response = await askPage({ list: 'content/game', page: 1, size: 10 }, { cookie: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
  });

  it('refuses a reader of other lists the content list', async () => {
    const cookie = await t.holderOf('access_all_users');
    const refused = await askPage({ list: 'content/game', page: 1, size: 10 }, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message.startsWith(messageMarker.permissionDenied)).toBe(true);
    const allowed = await askPage({ list: 'users', page: 1, size: 10 }, { cookie });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    [{ page: 0, size: 10 }, { page: [fieldMessage.invalid] }],
    [{ page: '2', size: 10 }, { page: [fieldMessage.invalid] }],
    [{ page: 1.5, size: 10 }, { page: [fieldMessage.invalid] }],
    [{ page: 1, size: 501 }, { size: [fieldMessage.invalid] }],
    [{ page: 1 }, { size: [fieldMessage.invalid] }],
    [{ page: 1, size: 10, with_ids: 'yes' }, { with_ids: [fieldMessage.invalid] }],
    [{ page: 1, size: 10, filters: { id: '1x' } }, { 'filters.id': [filterMessage.id] }],
    [{ page: 1, size: 10, sort: { columnId: 'nope', direction: 'asc' } }, { sort: [fieldMessage.invalid] }],
  ])('answers 400 to %j with the field’s message', async (body, messages) => {
    const response = await askPage({ list: 'content/game', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(messages);
  });
});
