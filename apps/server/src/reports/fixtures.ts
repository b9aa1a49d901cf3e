import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';

/** A content item straight in the database, for arranging a report test. */
export async function insertContentItem(t: TestApp, { type, title }: { type: string; title: string }) {
  const [row] = await t.database.db
    .insert(contentItems)
    .values({ contentId: randomUUID(), type, title })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('content item not created');
  return row;
}

/** A new API key made through the API by a holder of content_report: its id and the key. */
export async function newApiKey(t: TestApp, cookie: string, name = 'Site') {
  const result = await t.call('stat-content-impression-service/create-api-key', { name }, { cookie });
  if (result.body.status !== 'OK') throw new Error(`key not created: ${JSON.stringify(result.body)}`);
  return { id: result.body.data.id, key: result.body.data.key };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
