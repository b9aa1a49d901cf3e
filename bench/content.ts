import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import { demoReferences, demoRows, insertRows } from '../apps/server/src/content/demo.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { localMediaStorage } from '../apps/server/src/media/local.ts';
import { peakMemoryMiB } from '../tools/processes.ts';
import {
  freshPostgres,
  type ListTiming,
  loadCall,
  signIn,
  startBuiltServer,
  timeList,
  withBareFastify,
  withClient,
} from './support.ts';

/**
 * Content figures: `get-all-games` over 20,000 games, gzip on the wire, on PGlite and
 * PostgreSQL (budgets 300 and 90 ms); and an authenticated `get-game` under 50 connections
 * against bare Fastify on PostgreSQL (budget: at least 0.08 of its requests/s).
 */
const items = 20_000;
export const listBudgetMs = { PGlite: 300, PostgreSQL: 90 } as const;
export const getOneBudget = 0.08;

export interface ListFigures extends ListTiming {
  target: keyof typeof listBudgetMs;
  rows: number;
}

/** Fills the database the server will open with 20,000 games (images are generated once). */
async function seed(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    const references = await demoReferences(database.db);
    const rows = await demoRows(game, {
      total: items,
      references,
      storage: localMediaStorage(options.dataDir),
    });
    await insertRows(database.db, game, rows);
  } finally {
    await database.close();
  }
}

async function load(url: string, cookie: string | undefined, body: string) {
  const result = await loadCall(url, cookie, body);
  return { requestsPerSecond: result.requests.average, errors: result.errors + result.non2xx };
}

/** The built server on a seeded database: the list timed, and on PostgreSQL get-one under load. */
async function benchServer(target: ListFigures['target'], databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-content-'));
  await seed({ ...(databaseUrl ? { databaseUrl } : {}), dataDir });
  const server = await startBuiltServer(databaseUrl, { dataDir });
  try {
    const { baseUrl } = server;
    const cookie = await signIn(baseUrl);
    const listUrl = `${baseUrl}/api/${game.calls.list}`;
    // On PostgreSQL another connection edits a game before each of ten more reads.
    const timing = databaseUrl
      ? await withClient(databaseUrl, (client) =>
          timeList(listUrl, cookie, async (round) => {
            await client.query(`update content_items set title = title || '.' where id = $1`, [round * 97]);
          }),
        )
      : await timeList(listUrl, cookie);
    const list: ListFigures = { target, ...timing, rows: items };
    const getOne = databaseUrl
      ? {
          ...(await load(`${baseUrl}/api/${game.calls.get}`, cookie, '{"id":1}')),
          peakMiB: peakMemoryMiB(server.pid),
        }
      : null;
    return { list, getOne };
  } finally {
    await server.stop();
  }
}

const bareFastify = () => withBareFastify((bare) => load(bare.url, undefined, '{"id":1}'));

/** Expects the server bundle built (the session bench builds it first). */
export async function runContentBench() {
  const lists: ListFigures[] = [];
  const pglite = await benchServer('PGlite', '');
  lists.push(pglite.list);
  let getOne: { requestsPerSecond: number; errors: number; peakMiB: number; bare: number } | null = null;
  try {
    const postgres = await benchServer('PostgreSQL', await freshPostgres('masthead_bench_content'));
    lists.push(postgres.list);
    if (postgres.getOne) getOne = { ...postgres.getOne, bare: (await bareFastify()).requestsPerSecond };
  } catch (error) {
    console.log(`PostgreSQL not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`);
  }
  return { lists, getOne };
}

/** The figures as `npm run bench` prints them. */
export function printContentFigures({ lists, getOne }: Awaited<ReturnType<typeof runContentBench>>) {
  console.log(`\n${game.calls.list} over ${items.toLocaleString('en')} games, gzip, median of 15 (p90)`);
  for (const list of lists) {
    const budget = listBudgetMs[list.target];
    console.log(
      `${list.target.padEnd(12)} ${list.medianMs.toFixed(1).padStart(7)} ms (${list.p90Ms.toFixed(1)})  ${list.wireKB.toFixed(0)} KB on the wire  budget ${budget} ms ${list.medianMs <= budget ? 'PASS' : 'OVER'}${list.afterEditMs === undefined ? '' : `; right after an edit ${list.afterEditMs.toFixed(1)} ms`}`,
    );
  }
  if (getOne) {
    const ratio = getOne.requestsPerSecond / getOne.bare;
    console.log(
      `${game.calls.get} signed in, 50 connections, PostgreSQL: ${getOne.requestsPerSecond.toFixed(0)} req/s (${getOne.errors} errors, peak ${getOne.peakMiB.toFixed(0)} MiB) vs bare Fastify ${getOne.bare.toFixed(0)} → ${ratio.toFixed(3)}, budget ${getOneBudget} ${ratio >= getOneBudget ? 'PASS' : 'OVER'}`,
    );
  }
}
