import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, peakMemoryMiB, startProcess, stopProcess } from '../tools/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminPassword = 'Bench-Admin-1';

export interface LoadFigures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  peakMiB: number;
}

async function load(
  target: string,
  url: string,
  cookie: string | undefined,
  pid: number | undefined,
): Promise<LoadFigures> {
  const request = {
    url,
    method: 'POST' as const,
    connections,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: '{}',
  };
  // A short unmeasured run first, so every target is measured with its code already optimised.
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: durationSeconds });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakMiB: peakMemoryMiB(pid),
  };
}

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/user-service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword, remember: true }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('masthead_session='));
  if (!cookie) throw new Error(`bench sign-in failed: ${await response.text()}`);
  return cookie.split(';')[0];
}

/** `is-logged-in` with a real session, 50 connections, on one database. */
async function benchMasthead(target: string, databaseUrl: string): Promise<LoadFigures> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-'));
  const port = await freePort();
  const server = await startProcess(path.join(root, 'apps/server/src/main.ts'), {
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
    return await load(target, `${baseUrl}/api/user-service/is-logged-in`, cookie, server.pid);
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchBareFastify(): Promise<LoadFigures> {
  const port = await freePort();
  const server = await startProcess(path.join(import.meta.dirname, 'bare-fastify.ts'), {
    PORT: String(port),
  });
  try {
    return await load(
      'bare Fastify',
      `http://127.0.0.1:${port}/api/user-service/is-logged-in`,
      undefined,
      server.pid,
    );
  } finally {
    await stopProcess(server);
  }
}

/** A database of its own on the PostgreSQL server, made anew for each run. */
async function freshPostgres(serverUrl: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query('drop database if exists masthead_bench with (force)');
  await client.query('create database masthead_bench');
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = '/masthead_bench';
  return url.toString();
}

export async function runSessionBench() {
  const figures: LoadFigures[] = [await benchBareFastify(), await benchMasthead('Masthead on PGlite', '')];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  try {
    figures.push(await benchMasthead('Masthead on PostgreSQL', await freshPostgres(serverUrl)));
  } catch (error) {
    console.log(`PostgreSQL not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`);
  }
  return figures;
}
