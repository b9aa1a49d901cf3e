import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoReferences, demoRows, insertRows } from '../apps/server/src/content/demo.ts';
import { localMediaStorage } from '../apps/server/src/content/storage.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { freePort, peakMemoryMiB, startProcess, stopProcess } from '../tools/processes.ts';

/**
 * Content figures: `get-all-games` over 20,000 games, gzip on the wire, on PGlite and
 * PostgreSQL (budgets 300 and 90 ms); and an authenticated `get-game` under 50 connections
 * against bare Fastify on PostgreSQL (budget: at least 0.08 of its requests/s).
 */
const root = path.resolve(import.meta.dirname, '..');
const items = 20_000;
const adminPassword = 'Bench-Admin-1';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const listBudgetMs = { PGlite: 300, PostgreSQL: 90 } as const;
export const getOneBudget = 0.08;

export interface ListFigures {
  target: keyof typeof listBudgetMs;
  medianMs: number;
  p90Ms: number;
  wireKB: number;
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

/** One POST, read to its end as it travels (gzip), timed. */
function timedPost(url: string, cookie: string, body: string) {
  return new Promise<{ ms: number; bytes: number; text: string }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'accept-encoding': 'gzip' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            ms: performance.now() - started,
            bytes: raw.length,
            text: raw.subarray(0, 40).toString('latin1'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/user-service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword, remember: true }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('masthead_session='));
  if (!cookie) throw new Error(`bench sign-in failed: ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

async function load(url: string, cookie: string | undefined, body: string) {
  const options = {
    url,
    method: 'POST' as const,
    connections: 50,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return { requestsPerSecond: result.requests.average, errors: result.errors + result.non2xx };
}

const median = (values: number[], share = 0.5) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

/** The built server on a seeded database: the list timed, and on PostgreSQL get-one under load. */
async function benchServer(target: ListFigures['target'], databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-content-'));
  await seed({ ...(databaseUrl ? { databaseUrl } : {}), dataDir });
  const port = await freePort();
  const server = await startProcess(path.join(root, 'apps/server/dist/main.mjs'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: adminPassword,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const cookie = await signIn(baseUrl);
    const listUrl = `${baseUrl}/api/${game.calls.list}`;
    for (let warm = 0; warm < 3; warm += 1) await timedPost(listUrl, cookie, '{}');
    const runs = [];
    for (let run = 0; run < 15; run += 1) runs.push(await timedPost(listUrl, cookie, '{}'));
    const list: ListFigures = {
      target,
      medianMs: median(runs.map((run) => run.ms)),
      p90Ms: median(
        runs.map((run) => run.ms),
        0.9,
      ),
      wireKB: (runs[0]?.bytes ?? 0) / 1024,
      rows: items,
    };
    const getOne = databaseUrl
      ? {
          ...(await load(`${baseUrl}/api/${game.calls.get}`, cookie, '{"id":1}')),
          peakMiB: peakMemoryMiB(server.pid),
        }
      : null;
    return { list, getOne };
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function bareFastify() {
  const port = await freePort();
  const server = await startProcess(path.join(import.meta.dirname, 'bare-fastify.ts'), {
    PORT: String(port),
  });
  try {
    return await load(`http://127.0.0.1:${port}/api/user-service/is-logged-in`, undefined, '{"id":1}');
  } finally {
    await stopProcess(server);
  }
}

async function freshPostgres(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query('drop database if exists masthead_bench_content with (force)');
  await client.query('create database masthead_bench_content');
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = '/masthead_bench_content';
  return url.toString();
}

/** Expects the server bundle built (the session bench builds it first). */
export async function runContentBench() {
  const lists: ListFigures[] = [];
  const pglite = await benchServer('PGlite', '');
  lists.push(pglite.list);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let getOne: { requestsPerSecond: number; errors: number; peakMiB: number; bare: number } | null = null;
  try {
    const postgres = await benchServer('PostgreSQL', await freshPostgres(serverUrl));
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
      `${list.target.padEnd(12)} ${list.medianMs.toFixed(1).padStart(7)} ms (${list.p90Ms.toFixed(1)})  ${list.wireKB.toFixed(0)} KB on the wire  budget ${budget} ms ${list.medianMs <= budget ? 'PASS' : 'OVER'}`,
    );
  }
  if (getOne) {
    const ratio = getOne.requestsPerSecond / getOne.bare;
    console.log(
      `${game.calls.get} signed in, 50 connections, PostgreSQL: ${getOne.requestsPerSecond.toFixed(0)} req/s (${getOne.errors} errors, peak ${getOne.peakMiB.toFixed(0)} MiB) vs bare Fastify ${getOne.bare.toFixed(0)} → ${ratio.toFixed(3)}, budget ${getOneBudget} ${ratio >= getOneBudget ? 'PASS' : 'OVER'}`,
    );
  }
}
