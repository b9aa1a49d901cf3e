import {
  type ContentListRow,
  exportableLists,
  fieldMessage,
  filterMessage,
  game,
  globalMessage,
  messageMarker,
  type PermissionName,
  permissionNames,
  type User,
  visibleColumns,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';
import { writeListRows } from '../content/service.ts';
import { fileNameHeader } from './file-names.ts';

/**
 * The CSV export of a list's current view: every row the table would show for its sort and
 * filters (not one page), in its order, with the visible columns, as a spreadsheet reads it.
 */
const t = fileTestAppSignedIn();
const rowCount = 20_000;

/** Titles a spreadsheet would run as formulas, and texts CSV must quote. */
const awkwardTitles = [
  '=HYPERLINK("http://evil.example","click")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\tTabbed',
  'Comma, "quoted" and\nnew line',
  'Émile 7 accents',
];

beforeAll(async () => {
  const { db } = t.database;
  // 20,000 games straight in the table, as the bench seeds lists; their list rows as a save writes them.
  await db.execute(sql`insert into content_items (content_id, type, title, status, keywords)
    select md5(i::text), 'game',
      'Game ' || lpad(((i * 7919) % ${rowCount})::text, 5, '0'),
      case when i % 3 = 0 then 'INACTIVE' else 'ACTIVE' end,
      'kw' || (i % 10)
    from generate_series(1, ${rowCount}) i`);
  for (const title of awkwardTitles)
    await db.execute(
      sql`insert into content_items (content_id, type, title, status) values (md5(${title}), 'game', ${title}, 'ACTIVE')`,
    );
  await writeListRows(db, game, eq(contentItems.type, 'game'));
}, 120_000);

/** Posts an export as the browser does and keeps the raw answer. */
async function exportList(body: Record<string, unknown>, cookie = t.user.cookie) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/export-service/export-list',
    headers: { cookie },
    payload: body,
  });
  return response;
}

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  return records;
}

const gameRows = async () => (await t.as('game-service/get-all-games', {})).body.data as ContentListRow[];

describe('export of a content list', () => {
  it('streams every row of a filtered, sorted view of 20,000 in the table’s order, not one page', async () => {
    const response = await exportList({
      list: 'content/game',
      sort: { columnId: 'title', direction: 'desc' },
      filters: { title: ' 7', status: 'INACTIVE' },
      columns: ['title', 'id', 'status'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="games-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);

    // The view worked out here from the list call's own answer, without the shared code.
    const all = await gameRows();
    expect(all.length).toBe(rowCount + awkwardTitles.length);
    const fold = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
    const expected = all
      .map((row, position) => ({ row, position }))
      .filter(({ row }) => fold(String(row.title)).includes('7') && row.status === 'INACTIVE')
      .sort((a, b) => {
        const [x, y] = [fold(String(a.row.title)), fold(String(b.row.title))];
        if (x !== y) return x < y ? 1 : -1;
        return a.position - b.position;
      })
      .map(({ row }) => row);
    expect(expected.length).toBeGreaterThan(1000);
    expect(response.headers['x-row-count']).toBe(String(expected.length));

    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual(['Title', 'ID', 'Status']);
    expect(records.length).toBe(expected.length);
    expect(records.map(([, id]) => Number(id))).toEqual(expected.map((row) => row.id));
    expect(records[0]).toEqual([String(expected[0]?.title), String(expected[0]?.id), 'INACTIVE']);
  }, 60_000);

  it('streams the file in chunks over a real connection rather than sending one sized body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/export-service/export-list`, {
      method: 'POST',
      headers: { cookie: t.user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ list: 'content/game' }),
    });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    let reads = 0;
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      reads += 1;
      bytes += part.value.length;
    }
    expect(reads).toBeGreaterThan(1);
    expect(bytes).toBeGreaterThan(1_000_000);
  }, 60_000);

  it('neutralises cells a spreadsheet would run as formulas and quotes per RFC 4180', async () => {
    const response = await exportList({
      list: 'content/game',
      sort: { columnId: 'id', direction: 'asc' },
      filters: { id: '' },
      columns: ['title'],
    });
    expect(response.body).toContain(`\r\n"'=HYPERLINK(""http://evil.example"",""click"")"\r\n`);
    expect(response.body).toContain(`\r\n"Comma, ""quoted"" and\nnew line"\r\n`);
    const titles = parseCsv(response.body.slice(1))
      .slice(-awkwardTitles.length)
      .map(([title]) => title);
    expect(titles).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      'Comma, "quoted" and\nnew line',
      'Émile 7 accents',
    ]);
    // No cell of the file starts with a formula character once its quotes are taken off.
    expect(titles.filter((title) => /^[=+\-@\t\r]/.test(title ?? ''))).toEqual([]);
  }, 60_000);

  it('writes every default column in order when the view names none, numbers as numbers', async () => {
    const response = await exportList({ list: 'content/game', filters: { title: 'game 00001' } });
    const [header, ...records] = parseCsv(response.body.slice(1));
    // A file column is followed by the names its files were uploaded under.
    expect(header).toEqual(
      visibleColumns(exportableLists['content/game'].columns).flatMap((column) =>
        column.kind === 'image' ? [column.header, fileNameHeader(column.header)] : [column.header],
      ),
    );
    expect(records).toHaveLength(1);
    const [row] = (await gameRows()).filter((game) => game.title === 'Game 00001');
    expect(records[0]?.[0]).toBe(String(row?.id));
  }, 60_000);
});

describe('exact filters and the search', () => {
  it('keeps only the statuses picked: ACTIVE never brings INACTIVE', async () => {
    const response = await exportList({
      list: 'content/game',
      filters: { status: 'ACTIVE' },
      columns: ['status'],
    });
    const statuses = new Set(
      parseCsv(response.body.slice(1))
        .slice(1)
        .map(([status]) => status),
    );
    expect([...statuses]).toEqual(['ACTIVE']);
    const both = await exportList({ list: 'content/game', filters: { status: 'ACTIVE,INACTIVE' } });
    expect(both.headers['x-row-count']).toBe(String(rowCount + awkwardTitles.length));
  });

  it('matches an id exactly, not every id holding its digits', async () => {
    const [first] = await gameRows();
    const response = await exportList({
      list: 'content/game',
      filters: { id: String(first?.id) },
      columns: ['id'],
    });
    expect(parseCsv(response.body.slice(1))).toEqual([['ID'], [String(first?.id)]]);
  });

  it('keeps the days of a range, both ends included, either end open', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = String(rowCount + awkwardTitles.length);
    const count = async (range: string) =>
      (await exportList({ list: 'content/game', filters: { creation_datetime: range } })).headers[
        'x-row-count'
      ];
    expect(await count(`${today}..${today}`)).toBe(all);
    expect(await count(`..${today}`)).toBe(all);
    expect(await count('2000-01-01..2000-12-31')).toBe('0');
  });

  it('searches the visible columns as the list’s search box does', async () => {
    const response = await exportList({ list: 'content/game', search: 'EMILE 7', columns: ['title'] });
    expect(parseCsv(response.body.slice(1))).toEqual([['Title'], ['Émile 7 accents']]);
    const hidden = await exportList({ list: 'content/game', search: 'emile 7', columns: ['id'] });
    expect(hidden.headers['x-row-count']).toBe('0');
  });
});

describe('export of other lists', () => {
  it('exports the users list with the same columns and the users call’s rows', async () => {
    await t.createUser({ username: 'exportann', first_name: '=cmd|calc' });
    const response = await exportList({ list: 'users', filters: { username: 'exportann' } });
    expect(response.statusCode).toBe(200);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'ID',
      'Username',
      'First Name',
      'Last Name',
      'Email',
      'Status',
      'Created',
      'Updated',
    ]);
    const users = (await t.as('user-service/get-all-users', {})).body.data as User[];
    const ann = users.find((user) => user.username === 'exportann');
    expect(records).toEqual([
      [
        String(ann?.id),
        'exportann',
        "'=cmd|calc",
        String(ann?.last_name),
        String(ann?.email),
        String(ann?.status),
        String(ann?.creation_datetime),
        String(ann?.update_datetime),
      ],
    ]);
  });

  it('exports only the projects of the type the screen shows (/projects?type=recipe)', async () => {
    await t.createProject({ name: 'Export kitchen', content_type: 'recipe' });
    await t.createProject({ name: 'Export arcade', content_type: 'game' });
    const response = await exportList({
      list: 'projects',
      project_type: 'recipe',
      filters: { name: 'export ' },
      columns: ['name'],
    });
    expect(parseCsv(response.body.slice(1))).toEqual([['Name'], ['Export kitchen']]);
  });

  it('exports the impressions report for its own input (type, From date, grouping)', async () => {
    const response = await exportList({
      list: 'impressions',
      report: { content_type: 'game', group_by: 'content' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '\uFEFFID,Content ID,Content Name,Date,Project ID,Project Name,Impressions,Content Type\r\n',
    );
  });

  it('answers a view without rows with the header alone', async () => {
    const response = await exportList({ list: 'tags', filters: { name: 'no tag is called this' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-row-count']).toBe('0');
    expect(response.body).toBe('\uFEFFID,Name,Level,Description,Status,Updated\r\n');
  });
});

describe('who may export', () => {
  it('answers 401 without a session, in the envelope', async () => {
    const response = await exportList({ list: 'users' }, '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
  });

  it.each([
    ['users', ['access_all_users']],
    ['content/game', ['access_all_contents']],
    ['allowed-ips', ['allowed_ip']],
  ] as const)(
    'exports %s only with that list’s own permission',
    async (list, allowed) => {
      for (const permission of permissionNames) {
        const cookie = await t.holderOf(permission as PermissionName);
        const response = await exportList({ list, filters: { id: '1' } }, cookie);
        if ((allowed as readonly string[]).includes(permission)) {
          expect(response.statusCode, permission).toBe(200);
        } else {
          expect(response.statusCode, permission).toBe(403);
          expect(response.json().message.startsWith(messageMarker.permissionDenied), permission).toBe(true);
        }
      }
    },
    60_000,
  );

  it('refuses a cross-site request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/export-service/export-list',
      headers: { cookie: t.user.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { list: 'users' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe('ERROR');
  });
});

describe('bad views', () => {
  it.each([
    [{ list: 'passwords' }, { list: [fieldMessage.invalid] }],
    [{ list: 'impressions' }, { report: [fieldMessage.required] }],
    [{ list: 'users', columns: ['password_hash'] }, { columns: [fieldMessage.invalid] }],
    [{ list: 'users', columns: ['id', 'id'] }, { columns: [fieldMessage.invalid] }],
    [
      { list: 'users', sort: { columnId: 'permissions', direction: 'asc' } },
      { sort: [fieldMessage.invalid] },
    ],
    [
      { list: 'users', sort: { columnId: 'id', direction: 'sideways' } },
      { 'sort.direction': [fieldMessage.invalid] },
    ],
    [
      { list: 'users', filters: { password_hash: 'a' } },
      { 'filters.password_hash': [filterMessage.notAColumn] },
    ],
    [{ list: 'content/game', filters: { id: '1.5' } }, { 'filters.id': [filterMessage.id] }],
    [
      { list: 'users', filters: { status: 'ACT' } },
      { 'filters.status': [filterMessage.choice(['ACTIVE', 'INACTIVE'])] },
    ],
    [{ list: 'content/game', filters: { id: '1x' } }, { 'filters.id': [filterMessage.id] }],
    [
      { list: 'content/game', filters: { technology: 'flash' } },
      { 'filters.technology': [filterMessage.choice(['external', 'html5', 'iframe', 'unity'])] },
    ],
    [
      { list: 'projects', filters: { creation_datetime: '2026-02-30..' } },
      { 'filters.creation_datetime': [filterMessage.dateRange] },
    ],
  ])('answers 400 to %j', async (body, messages) => {
    const response = await exportList(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(messages);
  });
});
