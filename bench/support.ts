import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverEnv, serverNodeFlags } from '../apps/server/node-flags.mjs';
import { demoReferences, demoRows, insertRows } from '../apps/server/src/content/demo.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { seedPermissions } from '../apps/server/src/db/seed.ts';
import { localMediaStorage } from '../apps/server/src/media/local.ts';
import { freePort, startProcess, stopProcess } from '../tools/processes.ts';

/** Helpers every bench shares: a database of its own, a signed-in admin, timed calls. */

export const adminPassword = 'Bench-Admin-1';
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** How long a timed load runs: BENCH_SECONDS, else the bench's own length. */
export const benchSeconds = (fallback: number) => Number(process.env.BENCH_SECONDS ?? fallback);

/** How long each load of one call under many connections runs (`loadCall`). */
export const loadSeconds = benchSeconds(10);

/**
 * One call posted with `body` from 50 connections for `loadSeconds`, after a short unmeasured
 * run so that every target is measured with its code already optimised; answers autocannon's
 * result.
 */
export async function loadCall(
  url: string,
  cookie: string | undefined,
  body: string,
  /** Called right before and right after the measured run (not the warm-up). */
  measured: { before?: () => unknown; after?: () => unknown } = {},
) {
  const request = {
    url,
    method: 'POST' as const,
    connections: 50,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
  };
  await autocannon({ ...request, duration: 2 });
  await measured.before?.();
  const result = await autocannon({ ...request, duration: loadSeconds });
  await measured.after?.();
  return result;
}

/** CPU time (user and system) the processes have used so far, in µs, read from /proc. */
export function cpuMicros(pids: readonly (number | undefined)[]) {
  let ticks = 0;
  for (const pid of pids) {
    if (!pid) continue;
    try {
      // Fields 14 and 15 (utime, stime), counted after the command's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone since: its time is no longer counted anywhere.
    }
  }
  // Linux reports in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on.
  return ticks * 10_000;
}

/** The process ids of the PostgreSQL backends serving `database` (on this machine). */
export async function backendPids(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  });
}

/**
 * `work` run against bare-fastify.ts, the yardstick for requests per second, given the URL of its
 * `is-logged-in` and its process id; stops it after.
 */
export async function withBareFastify<T>(
  work: (bare: { url: string; pid: number | undefined }) => Promise<T>,
) {
  const port = await freePort();
  const server = await startProcess(path.join(import.meta.dirname, 'bare-fastify.ts'), {
    PORT: String(port),
  });
  try {
    return await work({ url: `http://127.0.0.1:${port}/api/user-service/is-logged-in`, pid: server.pid });
  } finally {
    await stopProcess(server);
  }
}

/** A database of its own on the PostgreSQL server, made anew for each run. */
export async function freshPostgres(name: string, serverUrl = benchServerUrl) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Signs a user in and answers its session cookie: by default the admin the server made from
 * ADMIN_PASSWORD.
 */
export async function signIn(baseUrl: string, username = 'admin', password = adminPassword) {
  const response = await fetch(`${baseUrl}/api/user-service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, remember: true }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('masthead_session='));
  if (!cookie) throw new Error(`bench sign-in failed: ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

/** One POST, read to its end as it travels (gzip), timed. */
export function timedPost(url: string, cookie: string, body: string) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'accept-encoding': 'gzip' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ ms: performance.now() - started, bytes }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The value below which `share` of the values lie (the median by default). */
export const percentile = (values: number[], share = 0.5) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
};

export interface ListTiming {
  /** Reads with nothing changed in between: median and 90th percentile of 15. */
  medianMs: number;
  p90Ms: number;
  wireKB: number;
  /** Reads each right after one row was changed behind the server's back (median of 10). */
  afterEditMs?: number;
}

/**
 * A list call timed as staff meet it: read again and again, and read right after someone
 * changed a row (`edit`, given the round), which the server learns of only from the database.
 */
export async function timeList(
  url: string,
  cookie: string,
  edit?: (round: number) => Promise<void>,
): Promise<ListTiming> {
  for (let warm = 0; warm < 3; warm += 1) await timedPost(url, cookie, '{}');
  const runs = [];
  for (let run = 0; run < 15; run += 1) runs.push(await timedPost(url, cookie, '{}'));
  const times = runs.map((run) => run.ms);
  const timing: ListTiming = {
    medianMs: percentile(times),
    p90Ms: percentile(times, 0.9),
    wireKB: (runs[0]?.bytes ?? 0) / 1024,
  };
  if (edit) {
    const afterEdit = [];
    for (let round = 1; round <= 10; round += 1) {
      await edit(round);
      afterEdit.push((await timedPost(url, cookie, '{}')).ms);
    }
    timing.afterEditMs = percentile(afterEdit);
  }
  return timing;
}

/** SQL that adds `count` plain projects, for the benches that need many. */
export const insertBenchProjects = (count: number) =>
  `insert into projects (factor_id, name, legal_name, tld, content_type, status, http_locked, supports_https)
   select i, 'bench project ' || i, 'Bench Publishing Ltd', 'com', 'game', 'ACTIVE', 'NO', 'YES'
   from generate_series(1, ${Math.trunc(count)}) as i`;

/** Runs SQL on a PostgreSQL database, as another server or a script would. */
export async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The built server as `npm start` runs it (`apps/server/dist/main.mjs`), on loopback, with its
 * own data folder; `databaseUrl` empty means PGlite in that folder. The built web app is served
 * only when asked for: API benches measure the API alone.
 */
export async function startBuiltServer(
  databaseUrl: string,
  {
    dataDir,
    serveWeb = false,
    logLevel,
    nodeFlags = [],
  }: {
    dataDir?: string;
    serveWeb?: boolean;
    /** Node flags beyond the server's own, such as `--cpu-prof`. */
    nodeFlags?: string[];
    /**
     * LOG_LEVEL, when the bench is to pay for the server's logging (by default it runs at warn):
     * the lines are read and dropped, as a log shipper would take them.
     */
    logLevel?: string;
  } = {},
) {
  const folder = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-')));
  const port = await freePort();
  const server = await startProcess(
    path.join(import.meta.dirname, '../apps/server/dist/main.mjs'),
    {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: adminPassword,
      ...(serveWeb ? {} : { WEB_DIST: path.join(folder, 'no-web') }),
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    },
    [...serverNodeFlags, ...nodeFlags],
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: server.pid,
    async stop() {
      await stopProcess(server);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** A game from the middle of the list, as a bench's single read asks for. */
export async function middleGameId(baseUrl: string, cookie: string) {
  const listed = await fetch(`${baseUrl}/api/${game.calls.list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  const rows = ((await listed.json()) as { data: { id: number }[] }).data;
  const id = rows[Math.floor(rows.length / 2)]?.id;
  if (id === undefined) throw new Error('the bench seeded no games');
  return id;
}

/** Bundles the server into apps/server/dist/main.mjs, the file `npm start` runs. */
export function buildServer() {
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, '../apps/server/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server did not build');
}

/** `total` demo games, with their images in `dataDir`, written straight to an open database. */
export async function seedDemoGames(db: Db, total: number, dataDir: string) {
  await seedPermissions(db);
  const references = await demoReferences(db);
  await insertRows(
    db,
    game,
    await demoRows(game, { total, references, storage: localMediaStorage(dataDir) }),
  );
}
