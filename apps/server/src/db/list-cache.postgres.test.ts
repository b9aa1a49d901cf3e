import type { Tag } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';

/**
 * The case a "newest change seen" marker gets wrong: a transaction that wrote before a list was
 * read but committed after it. Only a server with concurrent connections can show it.
 */
const t = fileTestAppSignedIn();
let other: pg.Client;
beforeAll(async () => {
  const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
});
afterAll(async () => {
  await other.end();
});

const tagNames = async () => (await t.as('tag-service/get-tags', {})).body.data.map((tag: Tag) => tag.name);

it('shows a row whose transaction began before a read and committed after it', async () => {
  await other.query('begin');
  await other.query(`insert into tags (name, level) values ('Slow writer', '{game}')`);
  // A later, quicker transaction commits first and is read.
  await t.database.db.execute(sql`insert into tags (name, level) values ('Quick writer', '{game}')`);
  expect(await tagNames()).toEqual(expect.arrayContaining(['Quick writer']));
  expect(await tagNames()).not.toContain('Slow writer');
  await other.query('commit');
  expect(await tagNames()).toEqual(expect.arrayContaining(['Quick writer', 'Slow writer']));
});
