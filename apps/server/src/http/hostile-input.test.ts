import { type CallPath, calls, permissionNames } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';
import { multipartCalls } from '../content/routes.ts';

/**
 * Every call of the contract's table, signed in with every permission, fed what an attacker or
 * a broken script would send: wrong types, missing and extra fields, empty and huge strings,
 * unicode edge cases, nulls, deep nesting, numbers out of range. Each answer must be the
 * envelope with something to read, never a 5xx, and a refused request must leave every table
 * as it was. The calls are read from the table, so a new call is covered the day it lands.
 */

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1) });
const deepList = (depth: number): unknown => (depth === 0 ? [] : [deepList(depth - 1)]);

/** Values every field gets in turn. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  0.5,
  2 ** 31,
  2 ** 53 + 1,
  -1e308,
  1e308,
  '',
  ' ',
  '0',
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  'İ'.repeat(2000),
  'ﷺ'.repeat(2000),
  '\u202eevil',
  '🙂'.repeat(500),
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%2e%2e',
  [],
  ['a', 1, null],
  {},
  { __proto__: { admin: true } },
  deep(200),
  deepList(200),
];

/**
 * Whole bodies that are not an object of fields at all, or carry a field no call declares (some
 * named like what every object has: `constructor`, `toString`).
 */
const hostileBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  { unexpected: 'field' },
  { constructor: 1, toString: 'x', hasOwnProperty: [] },
  deep(500),
];

/** The fields a call's input declares, when its schema is an object (possibly optional). */
function fieldsOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = typeof current.unwrap === 'function' ? (current.unwrap() as typeof current) : undefined;
  }
  return [];
}

const t = fileTestApp();
let tables: string[];
beforeAll(async () => {
  // Tables a refused request may still touch by design: attempts count and sessions end.
  const exempt = new Set(['throttle_counters', 'sessions', '__drizzle_migrations']);
  const result = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  tables = result.rows.map((row) => row.tablename).filter((name) => !exempt.has(name));
});

/** How many rows each table holds: a refused request must change none of them. */
async function rowCounts() {
  const counts = tables.map((name) => `(select count(*) from "${name}")::text`).join(` || ',' || `);
  const result = (await t.database.db.execute(sql.raw(`select ${counts} as counts`))) as unknown as {
    rows: { counts: string }[];
  };
  return result.rows[0]?.counts;
}

const paths = Object.keys(calls) as CallPath[];

/**
 * The body as the call takes it: JSON, or for content saves a multipart form whose parts carry
 * the hostile values (objects as JSON text, as the web app sends them).
 */
async function encoded(path: CallPath, body: unknown) {
  const isForm =
    multipartCalls.has(path) && typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isForm) return { payload: JSON.stringify(body), contentType: 'application/json' };
  const form = new FormData();
  for (const [field, value] of Object.entries(body))
    form.append(field, typeof value === 'string' ? value : JSON.stringify(value));
  const request = new Request('http://masthead.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

interface Sweep {
  failures: string[];
  /** Rows moved over a run of refused requests and an accepted one: whose change it was is unknown. */
  isAmbiguous: boolean;
}

/**
 * Sends every body to the call. Counting every table after every request took a quarter of
 * the sweep, so `exact` aside, rows are counted after an accepted request (which may change
 * them) and at the end: a run of refused requests must leave them as they were.
 */
async function sweep(path: CallPath, cookie: string, bodies: unknown[], exact: boolean): Promise<Sweep> {
  const failures: string[] = [];
  let before = await rowCounts();
  let refused: string[] = [];
  const checkRefused = async () => {
    const after = await rowCounts();
    if (refused.length > 0 && after !== before)
      failures.push(`a refused request changed rows: ${refused.join(' or ').slice(0, 2_000)}`);
    before = after;
    refused = [];
  };
  for (const body of bodies) {
    const { payload, contentType } = await encoded(path, body);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { cookie, 'content-type': contentType },
      payload,
    });
    const answer = response.json() as { status?: string; message?: unknown; messages?: unknown };
    const sent = JSON.stringify(body).slice(0, 80);
    if (response.statusCode >= 500) failures.push(`${response.statusCode} for ${sent}: ${response.body}`);
    else if (answer.status === 'ERROR') {
      if (!answer.message && !answer.messages) failures.push(`an empty error for ${sent}`);
      refused.push(sent);
    } else if (answer.status !== 'OK') failures.push(`no envelope for ${sent}: ${response.body}`);
    else {
      const after = await rowCounts();
      if (refused.length > 0 && after !== before) return { failures, isAmbiguous: true };
      before = after;
      refused = [];
    }
    if (exact && refused.length > 0) await checkRefused();
  }
  await checkRefused();
  return { failures, isAmbiguous: false };
}

describe('hostile input on every call', () => {
  it.each(paths)(
    '%s answers every hostile body with an envelope, never a 5xx',
    async (path) => {
      // A session of its own, with every permission: logout or a password change ends only it.
      const { cookie } = await t.signedInUser(permissionNames);
      const fields = fieldsOf(calls[path].input);
      const bodies: unknown[] = [
        ...hostileBodies,
        ...hostileValues.flatMap((value) => [
          ...fields.map((field) => ({ [field]: value })),
          Object.fromEntries(fields.map((field) => [field, value])),
        ]),
      ];
      const quick = await sweep(path, cookie, bodies, false);
      // Told apart only by counting after every request, as a second pass does.
      const { failures } = quick.isAmbiguous ? await sweep(path, cookie, bodies, true) : quick;
      expect(failures).toEqual([]);
      // A content type's save has some 45 fields, so some 1,300 bodies.
    },
    180_000,
  );
});
