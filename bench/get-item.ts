import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// The cookie plugin's types: the session reader reads `request.cookies`.
import type {} from '@fastify/cookie';
import { calls, game, isAllowed } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { authorizeCaller } from '../apps/server/src/auth/authorize.ts';
import { readSession, sessionCookie } from '../apps/server/src/auth/sessions.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { contentItemAlongSession } from '../apps/server/src/content/read-along-session.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ok } from '../apps/server/src/http/envelope.ts';
import { peakMemoryMiB } from '../tools/processes.ts';
import {
  backendPids,
  cpuMicros,
  freshPostgres,
  loadCall,
  middleGameId,
  percentile,
  seedDemoGames,
  signIn,
  startBuiltServer,
  timedPost,
  withBareFastify,
} from './support.ts';

/**
 * `get-game` as the web app calls it (a session cookie, one id) from 50 connections on
 * PostgreSQL, beside bare Fastify measured in the same run; then one request taken apart.
 */
export const getItemBudget = { p99Ms: 20, ratio: 0.1 };
/** The server's resident memory on PostgreSQL over its whole run, seeding included. */
export const postgresMemoryBudgetMiB = 160;

const gameCount = 60;
/** The server's default LOG_LEVEL (config.ts). */
const serverLogLevel = 'info';
const samples = 2000;

export interface GetItemFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  bareRequestsPerSecond: number;
  peakMiB: number;
  /** CPU time per request over the measured run: the server process, and its PostgreSQL backends. */
  serverCpuMicros: number;
  postgresCpuMicros: number;
  /** One request's parts, median µs of `samples` runs each, in-process against the same database. */
  parts: [string, number][];
}

/** Median µs of `work` run `samples` times one after another, after a warm-up. */
async function medianMicros(work: () => unknown | Promise<unknown>) {
  for (let warm = 0; warm < 200; warm += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < samples; run += 1) {
    const started = performance.now();
    await work();
    times.push((performance.now() - started) * 1000);
  }
  return percentile(times);
}

/**
 * Where one request's time goes. The pieces are the server's own functions called in this
 * process against the same database (no timing code in the server, so nothing it costs when
 * not measured); the whole is the same call over HTTP one at a time, and what remains of it is
 * routing, hooks, validation, envelope, logging and the loopback round trip together.
 */
async function partsOfOneRequest(databaseUrl: string, baseUrl: string, cookie: string, id: number) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const { db } = database;
    const token = cookie.slice(`${sessionCookie}=`.length);
    // What the route hands authorizeCaller from autocannon's request: a cookie, no Origin.
    const request = { cookies: { [sessionCookie]: token }, headers: {} } as unknown as FastifyRequest;
    const services = { db, config: loadConfig({ DATABASE_URL: databaseUrl }) };
    const session = await readSession(db, request);
    if (session.state !== 'active') throw new Error('the bench session is not active');
    const access = calls[game.calls.get].access;
    const path = game.calls.get;
    // The route's read: the session check (token, same site, session, second factor,
    // permission) and the item in one statement, then the item presented from its row. Alone,
    // each read is a batch of one, sent once the turn that asked for it ends.
    const read = async () => {
      const along = contentItemAlongSession(db, game, id);
      const caller = await authorizeCaller(services, request, path, along.statement);
      if (!caller || !('row' in caller) || !caller.row) throw new Error('the bench user may not read games');
      return along.answer(caller.row);
    };
    const item = await read();
    const parts: [string, number][] = [
      ['session and item, one statement, presented', await medianMicros(read)],
      [
        '  of which the session check alone',
        await medianMicros(() => authorizeCaller(services, request, path)),
      ],
      [
        '  of which the permission check',
        await medianMicros(() => isAllowed(session.user.permissions, access)),
      ],
      ['serialisation of the envelope', await medianMicros(() => JSON.stringify(ok(item)))],
    ];
    const body = JSON.stringify({ id });
    const url = `${baseUrl}/api/${game.calls.get}`;
    const whole = await medianMicros(() => timedPost(url, cookie, body));
    // timedPost asks for gzip as a browser does, where the load above does not: say which it got.
    const { bytes } = await timedPost(url, cookie, body);
    // The indented parts are counted within the statement already.
    const known = parts.reduce((sum, [name, micros]) => (name.startsWith(' ') ? sum : sum + micros), 0);
    parts.push(['routing, hooks, validation, logging, HTTP', whole - known]);
    parts.push([`whole request over loopback, one at a time (${bytes} B)`, whole]);
    return parts;
  } finally {
    await database.close();
  }
}

/** Seeds games straight in the database, as the load bench does, before the server opens it. */
async function seedGames(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-get-item-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedDemoGames(database.db, gameCount, dataDir);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Expects the server bundle built (`buildServer`). */
export async function runGetItemBench(): Promise<GetItemFigures> {
  const bare = await withBareFastify(({ url }) => loadCall(url, undefined, '{}'));
  const databaseUrl = await freshPostgres('masthead_bench_get_item');
  // At the level the server logs at unless told otherwise: a line per request is part of its work.
  const server = await startBuiltServer(databaseUrl, { logLevel: serverLogLevel });
  try {
    const { baseUrl } = server;
    const cookie = await signIn(baseUrl);
    // The server has made its tables; the games go in behind its back, as a script would.
    await seedGames(databaseUrl);
    const id = await middleGameId(baseUrl, cookie);
    // What each request cost the server and PostgreSQL in CPU, beside the rate: on a shared
    // machine neither is steady (from 523 to 1,321 µs for the server across runs on a busy 2-core machine, as
    // contention cost more cache misses and more wake-ups per request), but together they tell
    // a slower machine from a dearer server.
    // Each backend's CPU at the start, by process id: the pool drops connections idle for 10 s
    // and opens others as it needs them, and fewer since a turn's requests share a statement.
    let startCpu = new Map<number, number>();
    const cpu = { server: 0, postgres: 0 };
    const result = await loadCall(`${baseUrl}/api/${game.calls.get}`, cookie, JSON.stringify({ id }), {
      before: async () => {
        startCpu = new Map((await backendPids(databaseUrl)).map((pid) => [pid, cpuMicros([pid])]));
        cpu.server = -cpuMicros([server.pid]);
      },
      after: async () => {
        cpu.server += cpuMicros([server.pid]);
        // The backends there at the end, those opened during the run from nothing: one closed
        // during the run is not counted, so the PostgreSQL figure is a floor.
        for (const pid of await backendPids(databaseUrl))
          cpu.postgres += cpuMicros([pid]) - (startCpu.get(pid) ?? 0);
      },
    });
    const served = result.requests.total;
    const parts = await partsOfOneRequest(databaseUrl, baseUrl, cookie, id);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      bareRequestsPerSecond: bare.requests.average,
      peakMiB: peakMemoryMiB(server.pid),
      serverCpuMicros: cpu.server / served,
      postgresCpuMicros: cpu.postgres / served,
      parts,
    };
  } finally {
    await server.stop();
  }
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'OVER');

export function printGetItemFigures(figures: GetItemFigures) {
  const ratio = figures.requestsPerSecond / figures.bareRequestsPerSecond;
  console.log(
    `\nget-game with a session cookie, 50 connections, built server on PostgreSQL at LOG_LEVEL ${serverLogLevel}, loopback`,
  );
  console.log(
    `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.errors} errors; bare Fastify ${figures.bareRequestsPerSecond.toFixed(0)} req/s in the same run`,
  );
  console.log(
    `budget: p99 at most ${getItemBudget.p99Ms} ms → ${figures.p99.toFixed(1)} ms ${verdict(figures.p99 <= getItemBudget.p99Ms)}`,
  );
  console.log(
    `budget: at least ${getItemBudget.ratio} of bare Fastify → ${ratio.toFixed(3)} ${verdict(ratio >= getItemBudget.ratio)}`,
  );
  console.log(
    `budget: server peak RSS on PostgreSQL, seeding and load included: ${figures.peakMiB.toFixed(0)} MiB (budget ${postgresMemoryBudgetMiB}) ${verdict(figures.peakMiB <= postgresMemoryBudgetMiB)}`,
  );
  console.log(
    `CPU per request under that load: server ${figures.serverCpuMicros.toFixed(0)} µs, its PostgreSQL backends ${figures.postgresCpuMicros.toFixed(0)} µs`,
  );
  // The pieces below are a request alone; under load the requests of one event-loop turn share
  // one statement (db/per-turn.ts), which the CPU lines above count.
  console.log('one get-game request alone, median of 2,000 each (pieces in-process, same database):');
  for (const [part, micros] of figures.parts)
    console.log(`  ${part.padEnd(46)} ${micros.toFixed(0).padStart(7)} µs`);
}
