import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../apps/server/node-flags.mjs';
import { freePort, runToEnd, startProcess, stopProcess } from '../tools/processes.ts';
import { signIn, useBrowser } from './support/browser.ts';
import { columnTexts } from './support/screen.ts';

/**
 * The npm scripts and the server as an operator runs them, each a process of its own, on one
 * embedded database (a data folder of this file's own, apart from the suite's server).
 */
const root = path.resolve(import.meta.dirname, '..');
const adminPassword = 'Scripts-Admin-1';
const perType = 12;
let workDir: string;
let dataDir: string;
let port: number;
const browser = useBrowser();

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-scripts-'));
  dataDir = path.join(workDir, 'data');
  port = await freePort();
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const env = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_PASSWORD: adminPassword,
  SEED_PER_TYPE: String(perType),
  SMTP_URL: '',
});

/** The server `npm start` runs: the bundle the suite's setup built. */
const startServer = () => startProcess(path.join(root, 'apps/server/dist/main.mjs'), env(), serverNodeFlags);

/** A process run to its end: its exit status and everything it printed. */
const finished = (command: string, args: string[]) =>
  runToEnd(command, args, { cwd: root, env: { ...process.env, ...env(), INIT_CWD: workDir } });

/** `npm run <script> [args]` from the repository, as typed in a terminal. */
const npmRun = (script: string, args: string[] = []) => finished('npm', ['run', '--silent', script, ...args]);

/** A second server, as `npm start` runs it once the bundle is built. */
const secondServer = () =>
  finished(process.execPath, [...serverNodeFlags, path.join(root, 'apps/server/dist/main.mjs')]);

async function gamesListed() {
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/user-service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword, remember: false }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const list = await fetch(`${base}/${game.calls.list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  return ((await list.json()) as { data: unknown[] }).data.length;
}

const lockFile = () => path.join(dataDir, 'masthead.lock');

describe('scripts on the embedded database', () => {
  let server: ChildProcess;

  it('refuses every script and a second server while the server runs, in one line, touching nothing', async () => {
    server = await startServer();
    expect(await gamesListed()).toBe(0);
    const refusal = `Masthead is running on the data folder ${dataDir} (pid ${server.pid}): stop it first, or run the script against PostgreSQL with DATABASE_URL.\n`;
    const csv = path.join(workDir, 'impressions.csv');
    await writeFile(csv, 'content_id,project_id,date,count\n1,1,,5\n');
    // All at once, as several terminals would: each is refused on its own, and six starts of
    // npm and tsx one after the other cost this test half a minute.
    const runs = await Promise.all([
      npmRun('seed:demo'),
      npmRun('import:impressions', [csv]),
      npmRun('db:backup', ['refused.tar.gz']),
      npmRun('db:restore', ['refused.tar.gz']),
      secondServer(),
      // Refused before it rebuilds the web app the running server serves.
      npmRun('start'),
    ]);
    for (const run of runs) expect(run).toEqual({ code: 1, output: refusal });
    expect(existsSync(path.join(workDir, 'refused.tar.gz'))).toBe(false);
    expect(await gamesListed()).toBe(0);
    await stopProcess(server);
    expect(existsSync(lockFile())).toBe(false);
  }, 240_000);

  it('seeds once, says so when run again, and the server shows the demo and its impressions', async () => {
    const made = await npmRun('seed:demo');
    expect(made.code).toBe(0);
    expect(made.output).toMatch(
      new RegExp(
        `^Demo data made: ${perType} game, .*, and impressions of the last 30 days \\([\\d,]+ daily counts\\)\\.\\n$`,
      ),
    );
    const again = await npmRun('seed:demo');
    expect(again.code).toBe(0);
    expect(again.output).toMatch(
      /^There is content already \(.*12 game.*\): seed:demo fills only an empty database, so nothing was added\.\n$/,
    );

    server = await startServer();
    expect(await gamesListed()).toBe(perType);
    const context = await browser().newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'admin', adminPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const type of ['game', 'recipe']) {
      await page.goto(`/reports/${type}`);
      await page.getByRole('img', { name: /^Impressions per day from/ }).waitFor();
      const table = page.getByRole('table', { name: `Impressions of ${type}` });
      await table.getByRole('cell').first().waitFor();
      const impressions = await columnTexts(table, 'Impressions');
      expect(impressions.length).toBeGreaterThan(0);
      expect(impressions.every((text) => Number(text.replace(/,/g, '')) > 0)).toBe(true);
    }
  }, 240_000);

  it('takes over the lock of a server that was killed, and keeps what it stored', async () => {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(existsSync(lockFile())).toBe(true);
    server = await startServer();
    expect(await gamesListed()).toBe(perType);
    await stopProcess(server);
  }, 240_000);
});
