import type { CallParsed, ImpressionDays, ImpressionGrouping, ImpressionRow } from '@masthead/contract';
import { daysBefore, reportDefaultDays } from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { JsonText, jsonRows } from '../db/json-list.ts';
import { impressionDaily, projects } from '../db/schema.ts';
import { contentItems } from './content-names.ts';

type ReportInput = CallParsed<'stat-content-impression-service/get-impressions'>;

const d = {
  contentId: sql`d.content_id`,
  projectId: sql`d.project_id`,
  date: sql`d.date`,
  count: sql`d.count`,
};

/** What each grouping keeps; what it leaves out is summed over and answers null. */
const groupings: Record<ImpressionGrouping, { select: SQL; groupBy: SQL | null }> = {
  none: {
    select: sql`${d.contentId} as content_id, ${d.projectId} as project_id, ${d.date} as date, ${d.count} as impressions`,
    groupBy: null,
  },
  content: {
    select: sql`${d.contentId} as content_id, null::integer as project_id, null::date as date, sum(${d.count}) as impressions`,
    groupBy: sql`group by ${d.contentId}`,
  },
  project: {
    select: sql`null::integer as content_id, ${d.projectId} as project_id, null::date as date, sum(${d.count}) as impressions`,
    groupBy: sql`group by ${d.projectId}`,
  },
  content_project: {
    select: sql`${d.contentId} as content_id, ${d.projectId} as project_id, null::date as date, sum(${d.count}) as impressions`,
    groupBy: sql`group by ${d.contentId}, ${d.projectId}`,
  },
};

/** Rows of one type from a day on: the (type, date) index answers this alone. */
const daysOfType = ({ content_type, date_from }: Pick<ReportInput, 'content_type' | 'date_from'>) =>
  sql`${impressionDaily} d where ${sql`d.content_type`} = ${content_type}
    and ${d.date} >= ${date_from ?? daysBefore(reportDefaultDays)}::date`;

/** Newest day first, then the most seen; grouped rows by impressions. */
const order = sql`g.date desc nulls last, g.impressions desc, g.content_id, g.project_id`;

/**
 * The report, summed and written as JSON by the database; names come from the content and
 * project tables, joined only to the rows that remain after grouping. An item in the trash
 * keeps its impressions in the sums, without its name.
 */
export function getImpressions(db: Db, input: ReportInput) {
  const grouping = groupings[input.group_by ?? 'none'];
  return jsonRows<ImpressionRow>(
    db,
    sql`select row_number() over (order by ${order})::integer as id, g.content_id,
        ${contentItems.title} as content_name, to_char(g.date, 'YYYY-MM-DD') as date,
        g.project_id, ${projects.name} as project_name, g.impressions, ${input.content_type}::text as content_type
      from (select ${grouping.select} from ${daysOfType(input)} ${grouping.groupBy ?? sql``}) g
      left join ${contentItems.table} on ${contentItems.id} = g.content_id and ${contentItems.deletedAt} is null
      left join ${projects} on ${projects.id} = g.project_id
      order by ${order}`,
  );
}

/**
 * Impressions of one type per day, oldest first, for the chart (days without any are left out),
 * and the type's latest day with any at all: one statement, both read from the (type, date) index.
 */
export async function getDailyImpressions(
  db: Db,
  input: CallParsed<'stat-content-impression-service/get-daily-impressions'>,
): Promise<JsonText<ImpressionDays>> {
  const result = (await db.execute(
    sql`select json_build_object(
        'days', (select coalesce(json_agg(day order by day.date), '[]') from (
          select to_char(${d.date}, 'YYYY-MM-DD') as date, sum(${d.count}) as impressions
          from ${daysOfType(input)} group by ${d.date}) day),
        'last_date', (select to_char(max(${impressionDaily.date}), 'YYYY-MM-DD') from ${impressionDaily}
          where ${impressionDaily.contentType} = ${input.content_type})
      )::text as json`,
  )) as unknown as { rows: { json: string }[] };
  return new JsonText(result.rows[0]?.json ?? '{"days":[],"last_date":null}');
}
