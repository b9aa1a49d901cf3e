import {
  type FieldMessages,
  type ImpressionInputRow,
  isoDay,
  type RecordedImpressions,
  reportMessage,
} from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { impressionDaily, projects } from '../db/schema.ts';
import { contentItems } from './content-names.ts';

/** A full row: the day defaults to today (UTC), the count to one impression. */
export interface ImpressionRow {
  content_id: number;
  project_id: number;
  date: string;
  count: number;
}

export const completeRow = (row: ImpressionInputRow, today = isoDay(new Date())): ImpressionRow => ({
  content_id: row.content_id,
  project_id: row.project_id,
  date: row.date ?? today,
  count: row.count ?? 1,
});

/** Sites may be a time zone ahead of UTC, so tomorrow is accepted; later days are mistakes. */
export function futureDateMessages(rows: readonly ImpressionRow[], now = new Date()): FieldMessages {
  const tomorrow = isoDay(new Date(now.getTime() + 86_400_000));
  const messages: FieldMessages = {};
  rows.forEach((row, index) => {
    if (row.date > tomorrow) messages[`impressions.${index}.date`] = [reportMessage.futureDate];
  });
  return messages;
}

const idsOf = (ids: Iterable<number>) =>
  sql`(select value::integer from json_array_elements_text(${JSON.stringify([...new Set(ids)])}::json))`;

/** Each row naming a content item or a project that does not exist, by its place in the batch. */
export async function unknownIdMessages(db: Db, rows: readonly ImpressionRow[]): Promise<FieldMessages> {
  const result = (await db.execute(sql`select
      (select coalesce(json_agg(${contentItems.id}), '[]') from ${contentItems.table}
        where ${contentItems.id} in ${idsOf(rows.map((row) => row.content_id))}) as contents,
      (select coalesce(json_agg(${projects.id}), '[]') from ${projects}
        where ${projects.id} in ${idsOf(rows.map((row) => row.project_id))}) as projects`)) as unknown as {
    rows: { contents: number[]; projects: number[] }[];
  };
  const known = result.rows[0];
  const contents = new Set(known?.contents ?? []);
  const projectIds = new Set(known?.projects ?? []);
  const messages: FieldMessages = {};
  rows.forEach((row, index) => {
    if (!contents.has(row.content_id))
      messages[`impressions.${index}.content_id`] = [reportMessage.unknownContent];
    if (!projectIds.has(row.project_id))
      messages[`impressions.${index}.project_id`] = [reportMessage.unknownProject];
  });
  return messages;
}

/**
 * Adds a batch to the daily counts in one statement. Rows of the same day, item and project
 * are summed first (one statement may not update a row twice), and rows are written in key
 * order, so concurrent batches wait for each other instead of deadlocking, and the
 * `count + excluded.count` of each loses nothing. Rows naming ids that vanished
 * since they were checked are left out.
 */
export async function addImpressions(db: Db, rows: readonly ImpressionRow[]): Promise<RecordedImpressions> {
  await db.execute(sql`
      insert into ${impressionDaily} (content_id, project_id, date, content_type, count)
      select r.content_id, r.project_id, r.date, ${contentItems.type}, sum(r.count)
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(content_id integer, project_id integer, date date, count bigint)
      join ${contentItems.table} on ${contentItems.id} = r.content_id
      join ${projects} on ${projects.id} = r.project_id
      group by r.content_id, r.project_id, r.date, ${contentItems.type}
      order by r.content_id, r.project_id, r.date
      on conflict (content_id, project_id, date)
        do update set count = ${impressionDaily.count} + excluded.count`);
  return { rows: rows.length, impressions: rows.reduce((sum, row) => sum + row.count, 0) };
}
