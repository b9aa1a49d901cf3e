import { contentTypes } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { demoReferences, demoRows, insertRows } from '../apps/server/src/content/demo.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { freshPostgres, percentile, signIn, startBuiltServer, timedPost } from './support.ts';

/**
 * `search-service/search` over 20,000 items of each content type (160,000) on PostgreSQL:
 * typical queries, each answered 20 times; budget 50 ms at the median.
 */
const itemsPerType = 20_000;
export const searchBudgetMs = 50;
/** A word only a few items hold: the demo's titles are made of a dozen common words. */
const rareWord = 'Quokka';

export interface SearchFigure {
  label: string;
  q: string;
  medianMs: number;
  p95Ms: number;
  results: number;
}

async function seed(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const references = await demoReferences(database.db);
    for (const definition of contentTypes)
      await insertRows(
        database.db,
        definition,
        await demoRows(definition, { total: itemsPerType, references }),
      );
    await database.db.execute(
      sql.raw(`update content_items set title = title || ' ${rareWord}' where id % 16000 = 7`),
    );
    await database.db.execute(sql`analyze`);
    const [row] = (
      (await database.db.execute(sql`select content_id from content_items where id = 98765`)) as unknown as {
        rows: { content_id: string }[];
      }
    ).rows;
    return row?.content_id ?? '';
  } finally {
    await database.close();
  }
}

export async function runSearchBench(): Promise<SearchFigure[]> {
  const databaseUrl = await freshPostgres('masthead_bench_search');
  // The server migrates the database and makes its admin; the items come after.
  const server = await startBuiltServer(databaseUrl);
  try {
    const contentId = await seed(databaseUrl);
    const cookie = await signIn(server.baseUrl);
    const url = `${server.baseUrl}/api/search-service/search`;
    const queries = [
      { label: 'common word (every item)', q: 'fun' },
      { label: 'common word (1 in 12)', q: 'dragon' },
      { label: 'three words', q: 'golden castle quiz' },
      { label: 'rare word', q: rareWord.toLowerCase() },
      { label: 'prefix of 2 letters', q: 'dr' },
      { label: 'prefix of 3 letters', q: 'cas' },
      { label: 'id', q: '123456' },
      { label: 'content id', q: contentId },
      { label: 'no match', q: 'zzyzx' },
    ];
    const figures: SearchFigure[] = [];
    for (const { label, q } of queries) {
      const body = JSON.stringify({ q });
      for (let warm = 0; warm < 3; warm += 1) await timedPost(url, cookie, body);
      const times = [];
      for (let run = 0; run < 20; run += 1) times.push((await timedPost(url, cookie, body)).ms);
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      const results = ((await answer.json()) as { data: unknown[] }).data.length;
      figures.push({ label, q, medianMs: percentile(times), p95Ms: percentile(times, 0.95), results });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printSearchFigures(figures: SearchFigure[]) {
  console.log(
    `\nsearch-service/search over ${(itemsPerType * contentTypes.length).toLocaleString('en')} items (${itemsPerType.toLocaleString('en')} of each type) on PostgreSQL, median of 20 (p95); budget ${searchBudgetMs} ms`,
  );
  for (const figure of figures)
    console.log(
      `${figure.label.padEnd(28)} ${JSON.stringify(figure.q).padEnd(40)} ${figure.medianMs.toFixed(1).padStart(6)} ms (${figure.p95Ms.toFixed(1)})  ${String(figure.results).padStart(2)} results  ${figure.medianMs <= searchBudgetMs ? 'PASS' : 'OVER'}`,
    );
}
