import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { contentItems } from './content-names.ts';

/** A content item straight in the database, for arranging a report test. */
export async function insertContentItem(t: TestApp, { type, title }: { type: string; title: string }) {
  const result = (await t.database.db.execute(
    sql`insert into ${contentItems.table} (type, title) values (${type}, ${title}) returning id`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('content item not created');
  return { id };
}

/** A new API key made through the API by a holder of content_report: its id and the key. */
export async function newApiKey(t: TestApp, cookie: string, name = 'Site') {
  const result = await t.call('stat-content-impression-service/create-api-key', { name }, { cookie });
  if (result.body.status !== 'OK') throw new Error(`key not created: ${JSON.stringify(result.body)}`);
  return { id: result.body.data.id, key: result.body.data.key };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
