import { performance } from 'node:perf_hooks';
import { type ImpressionGrouping, impressionGroupings } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { getDailyImpressions, getImpressions } from '../apps/server/src/reports/report.ts';
import { freshPostgres, insertBenchProjects, percentile } from './support.ts';

/** The report's budget with 10 million rollup rows, for one type and the default 7 days. */
export const reportBudgetMs = 500;

const rollupRows = Number(process.env.BENCH_IMPRESSION_ROWS ?? 10_000_000);
const projectCount = 20;
/**
 * Two years of days: 10 million rows are then 685 items on 20 projects every day, and the
 * default report of one type (an eighth of the items) reads 8 days × 86 items × 20 projects,
 * about 13,700 rows. A newsroom's week of one type is thousands of rows, not millions.
 */
const dayCount = 730;
/** The spec's eight kinds of content items, so one type holds an eighth of the rows. */
const itemTypes = ['game', 'gamedeal', 'gamenews', 'gamewallpaper', 'quiz', 'coupon', 'recipe', 'apps'];
const itemCount = Math.ceil(rollupRows / (projectCount * dayCount));

export interface ReportFigure {
  label: string;
  rowsAnswered: number;
  medianMs: number;
}

/**
 * Fills a fresh database in SQL alone (generate_series): projects, content items of eight
 * types, and a rollup row for every item, project and day of the last two years, with counts:
 * `rollupRows` rounded up to whole items.
 */
async function generate(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(insertBenchProjects(projectCount));
  await client.query(
    `insert into content_items (content_id, type, title)
     select gen_random_uuid()::text, ($2::text[])[1 + i % cardinality($2::text[])], 'bench item ' || i
     from generate_series(1, $1::int) as i`,
    [itemCount, itemTypes],
  );
  // Like a restore: the keys are dropped, the rows written, then the keys built again by
  // sorting once, which is many times faster than updating two B-trees for each of 10 million
  // rows. The definitions are read back from the database, so they stay the schema's.
  const { rows: keys } = await client.query<{ name: string; definition: string; isPrimary: boolean }>(
    `select c.relname as name, i.indisprimary as "isPrimary",
       case when i.indisprimary then pg_get_constraintdef(k.oid) else pg_get_indexdef(i.indexrelid) end as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     left join pg_constraint k on k.conindid = i.indexrelid and k.contype = 'p'
     where i.indrelid = 'impression_daily'::regclass`,
  );
  for (const key of keys)
    await client.query(
      key.isPrimary
        ? `alter table impression_daily drop constraint "${key.name}"`
        : `drop index "${key.name}"`,
    );
  await client.query(
    `insert into impression_daily (content_id, project_id, date, content_type, count)
     select c.id, p.id, current_date - d, c.type, 1 + (c.id * 7 + p.id * 13 + d * 31) % 500
     from content_items c
     cross join generate_series(1, $1::int) as p(id)
     cross join generate_series(0, $2::int - 1) as d`,
    [projectCount, dayCount],
  );
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const key of keys)
    await client.query(
      key.isPrimary
        ? `alter table impression_daily add constraint "${key.name}" ${key.definition}`
        : key.definition,
    );
  await client.query('vacuum analyze impression_daily');
  await client.end();
}

/** Generates the data (once per run), then times the default report for each grouping and the chart. */
export async function runReportBench(): Promise<{
  generatedSeconds: number;
  rows: number;
  figures: ReportFigure[];
}> {
  const databaseUrl = await freshPostgres('masthead_bench_reports');
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const started = performance.now();
  await generate(databaseUrl);
  const generatedSeconds = (performance.now() - started) / 1000;
  const counted = (await database.db.execute(
    sql`select count(*)::integer as n from impression_daily`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const measure = async (label: string, run: () => Promise<{ text: string }>) => {
    const times: number[] = [];
    let rowsAnswered = 0;
    for (let round = 0; round < 7; round += 1) {
      const start = performance.now();
      const answer = await run();
      times.push(performance.now() - start);
      rowsAnswered = (JSON.parse(answer.text) as unknown[]).length;
    }
    return { label, rowsAnswered, medianMs: percentile(times.slice(1)) };
  };
  const figures: ReportFigure[] = [];
  for (const grouping of impressionGroupings as readonly ImpressionGrouping[])
    figures.push(
      await measure(`group_by ${grouping}`, () =>
        getImpressions(database.db, { content_type: 'game', group_by: grouping }),
      ),
    );
  figures.push(
    await measure('daily totals (chart)', () => getDailyImpressions(database.db, { content_type: 'game' })),
  );
  await database.close();
  return { generatedSeconds, rows: counted.rows[0]?.n ?? 0, figures };
}
