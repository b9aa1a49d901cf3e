import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createBrotliDecompress } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, runToEnd, startProcess, stopProcess } from '../../../../tools/processes.ts';
import { openDatabase } from './client.ts';
import {
  extractTarball,
  installedPgliteVersion,
  installedTemplate,
  makeDatabaseFolder,
  templateFileName,
} from './pglite-folder.ts';
import { users } from './schema.ts';
import { ensureFirstAdmin, seedPermissions } from './seed.ts';

/**
 * A new embedded database comes from the template kept beside the code, never from initdb in
 * WebAssembly (800 MiB resident), and a first start cut off at any point leaves a folder the
 * next start makes a database of.
 */
let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-pglite-folder-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const noInitdb = async () => {
  throw new Error('initdb ran: there is no template for the installed PGlite');
};

const template = () => {
  const file = installedTemplate();
  if (!file)
    throw new Error(
      `No ${templateFileName(installedPgliteVersion())} for the installed PGlite: run npm run db:template and commit it.`,
    );
  return file;
};

/** Every file under `dir` with a digest of its bytes, by path. */
function filesUnder(dir: string, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const name = path.join(prefix, entry.name);
    if (entry.isDirectory()) for (const [file, bytes] of filesUnder(dir, name)) found.set(file, bytes);
    else
      found.set(
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      );
  }
  return found;
}

/** Modes of everything under `dir` that are not the owner's alone. */
function sharedModes(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => (statSync(file).mode & 0o077) !== 0);
}

it('there is a template for the installed PGlite, written out as tar itself writes it out', async () => {
  const tarFile = path.join(workDir, 'template.tar');
  const tar = Buffer.concat(await createReadStream(template()).pipe(createBrotliDecompress()).toArray());
  await writeFile(tarFile, tar);
  const byTar = path.join(workDir, 'by-tar');
  await mkdir(byTar);
  expect(
    (await runToEnd('tar', ['-xf', tarFile, '-C', byTar], { cwd: workDir, env: process.env })).code,
  ).toBe(0);
  const ours = path.join(workDir, 'ours');
  await extractTarball(Readable.from([tar]), ours);
  const expected = filesUnder(byTar);
  expect(expected.has('PG_VERSION')).toBe(true);
  expect(filesUnder(ours)).toEqual(expected);
  expect(sharedModes(ours)).toEqual([]);
});

it('a new data folder is made from the template: migrated, with its first admin, its owner alone', async () => {
  const dataDir = path.join(workDir, 'new');
  await makeDatabaseFolder(path.join(dataDir, 'pglite'), noInitdb);
  const database = await openDatabase({ dataDir });
  try {
    await seedPermissions(database.db);
    const admin = await ensureFirstAdmin(database.db, {
      username: 'admin',
      password: 'Template-Admin-1',
      email: undefined,
    });
    expect(admin?.username).toBe('admin');
    const [row] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(row?.status).toBe('ACTIVE');
  } finally {
    await database.close();
  }
  expect(readdirSync(dataDir)).toEqual(['pglite']);
  // What PostgreSQL writes later is readable by everyone, as PGlite makes files: the folder is not.
  expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
});

it('a first start cut off while writing the database out leaves no database behind, and the next one makes it', async () => {
  const dataDir = path.join(workDir, 'cut-off');
  const making = path.join(dataDir, 'pglite.new');
  // What a kill leaves: half the template written out under pglite.new, nothing at pglite.
  const tar = Buffer.concat(await createReadStream(template()).pipe(createBrotliDecompress()).toArray());
  await expect(extractTarball(Readable.from([tar.subarray(0, tar.length / 2)]), making)).rejects.toThrow(
    'The template ends before its last file',
  );
  expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  await makeDatabaseFolder(path.join(dataDir, 'pglite'), noInitdb);
  const database = await openDatabase({ dataDir });
  try {
    await seedPermissions(database.db);
    expect(
      await ensureFirstAdmin(database.db, {
        username: 'admin',
        password: 'Cut-Off-Admin-1',
        email: undefined,
      }),
    ).not.toBeNull();
  } finally {
    await database.close();
  }
  expect(readdirSync(dataDir)).toEqual(['pglite']);
});

it('a folder holding files but no database is moved aside, never deleted, and a database made', async () => {
  const dataDir = path.join(workDir, 'incomplete');
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  await writeFile(path.join(dataDir, 'pglite', 'left-by-hand'), 'keep me');
  await makeDatabaseFolder(path.join(dataDir, 'pglite'), noInitdb);
  const aside = readdirSync(dataDir).find((name) => name.startsWith('pglite.incomplete-'));
  expect(aside).toBeDefined();
  expect(readFileSync(path.join(dataDir, aside ?? '', 'left-by-hand'), 'utf8')).toBe('keep me');
  expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
});

it('a server killed during its first start starts on the same folder, with its admin', {
  timeout: 180_000,
}, async () => {
  const dataDir = path.join(workDir, 'killed');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'Killed-Admin-1', HOST: '127.0.0.1' };
  const main = path.join(import.meta.dirname, '../main.ts');
  const first = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(await freePort()) },
    stdio: 'ignore',
  });
  // Killed the moment the database is being written out, before anything could finish it.
  const seenMaking = await new Promise<boolean>((resolve) => {
    const poll = setInterval(() => {
      if (!existsSync(path.join(dataDir, 'pglite.new'))) return;
      clearInterval(poll);
      first.kill('SIGKILL');
      resolve(true);
    }, 1);
    first.once('exit', () => {
      clearInterval(poll);
      resolve(false);
    });
  });
  expect(seenMaking).toBe(true);
  await new Promise((resolve) => (first.exitCode === null ? first.once('exit', resolve) : resolve(null)));
  const port = await freePort();
  const second = await startProcess(main, { ...env, PORT: String(port) });
  try {
    const signedIn = await fetch(`http://127.0.0.1:${port}/api/user-service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: env.ADMIN_PASSWORD }),
    });
    expect(await signedIn.json()).toMatchObject({ status: 'OK', data: { username: 'admin' } });
  } finally {
    await stopProcess(second);
  }
  expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
});
