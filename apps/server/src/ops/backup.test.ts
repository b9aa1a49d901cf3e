import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runToEnd } from '../../../../tools/processes.ts';
import { validProject } from '../../test/harness.ts';
import { openDatabase } from '../db/client.ts';
import { holdEmbeddedDatabase } from '../db/data-lock.ts';
import { projects } from '../db/schema.ts';
import { toColumns } from '../projects/service.ts';

/** The suite's database kind decides which backup is tried: PGlite's tarball or pg_dump's. */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `masthead_backup_${process.pid}_${Date.now()}`;
const root = path.resolve(import.meta.dirname, '../../../..');
let workDir: string;
let env: Record<string, string>;

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-backup-'));
  const dataDir = path.join(workDir, 'data');
  if (onPostgres) {
    await onServer(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
  } else {
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  if (onPostgres) await onServer(`drop database if exists ${databaseName} with (force)`);
});

/** The npm script's command, as `npm run db:backup` / `db:restore` runs it. */
const run = (script: 'db-backup' | 'db-restore', args: string[]) =>
  runToEnd(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...env, INIT_CWD: workDir },
  });

/** Opens the database as the server does, does something with it, and closes it again. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '',
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

const projectNames = () =>
  withDatabase(async (db) =>
    (await db.select({ name: projects.name }).from(projects)).map((row) => row.name).sort(),
  );

it(`puts back what was backed up after it was changed (${onPostgres ? 'pg_dump' : 'PGlite'})`, async () => {
  await withDatabase((db) =>
    db
      .insert(projects)
      .values([
        toColumns(validProject({ name: 'Kept Daily', factor_id: 501 })),
        toColumns(validProject({ name: 'Kept Weekly', factor_id: 502 })),
      ]),
  );
  const backup = await run('db-backup', ['backups/before.bak']);
  expect(backup.output).toContain('Backup written to');
  expect(backup.code).toBe(0);
  expect(existsSync(path.join(workDir, 'backups/before.bak'))).toBe(true);

  await withDatabase(async (db) => {
    await db.delete(projects);
    await db.insert(projects).values(toColumns(validProject({ name: 'Made Later', factor_id: 503 })));
  });
  expect(await projectNames()).toEqual(['Made Later']);

  const restore = await run('db-restore', ['backups/before.bak']);
  expect(restore.output).toContain('Restored');
  expect(restore.code).toBe(0);
  expect(await projectNames()).toEqual(['Kept Daily', 'Kept Weekly']);
}, 180_000);

// A backup holds password hashes, second-factor secrets and key hashes.
it('writes a backup readable by its owner alone, and says so', async () => {
  const backup = await run('db-backup', ['private.bak']);
  expect(backup.code).toBe(0);
  expect(backup.output).toBe(
    `Backup written to ${path.join(workDir, 'private.bak')}, readable by you alone (mode 0600): it holds password hashes and second-factor secrets.\n`,
  );
  expect(await modeOf(path.join(workDir, 'private.bak'))).toBe(0o600);
  // Written again over an older one, it stays private and no half file is left beside it.
  expect((await run('db-backup', ['private.bak'])).code).toBe(0);
  expect(await modeOf(path.join(workDir, 'private.bak'))).toBe(0o600);
  expect((await readdir(workDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  if (onPostgres) return;
  // The embedded database, and the one a restore puts aside, are folders of their owner's alone.
  expect((await run('db-restore', ['private.bak'])).code).toBe(0);
  const dataDir = env.DATA_DIR ?? '';
  const aside = (await readdir(dataDir)).filter((name) => name.startsWith('pglite.before-restore-'));
  expect(aside.length).toBeGreaterThan(0);
  for (const name of ['pglite', ...aside]) expect(await modeOf(path.join(dataDir, name))).toBe(0o700);
}, 180_000);

it('says what is wrong with a file that is no backup, and changes nothing', async () => {
  const before = await projectNames();
  const missing = await run('db-restore', ['no-such.bak']);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain(`There is no backup file at ${path.join(workDir, 'no-such.bak')}`);
  const notBackup = await run('db-restore', [path.join(root, 'package.json')]);
  expect(notBackup.code).toBe(1);
  expect(await projectNames()).toEqual(before);
}, 120_000);

// PostgreSQL backs up a database in use consistently; PGlite's files belong to the one process
// that has them open, so copying them then would copy a database in mid-write.
it(onPostgres
  ? 'backs up PostgreSQL while a server has it open'
  : 'refuses to copy the embedded database while a server has it open', async () => {
  // This process holds the data folder as `npm start` would.
  const release = holdEmbeddedDatabase(
    { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? '' },
    'npm start',
  );
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '',
  });
  try {
    const result = await run('db-backup', ['while-open.bak']);
    if (onPostgres) {
      expect(result.code).toBe(0);
      expect(existsSync(path.join(workDir, 'while-open.bak'))).toBe(true);
    } else {
      expect(result.code).toBe(1);
      expect(result.output).toBe(
        `Masthead is running on the data folder ${env.DATA_DIR} (pid ${process.pid}): stop it first, or run the script against PostgreSQL with DATABASE_URL.\n`,
      );
      expect(existsSync(path.join(workDir, 'while-open.bak'))).toBe(false);
    }
  } finally {
    await database.close();
    release();
  }
}, 120_000);
