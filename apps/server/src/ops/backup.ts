import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pgliteStartParams } from '../db/pglite-folder.ts';

/** Where a backup comes from or goes to: DATABASE_URL's server, or PGlite in DATA_DIR. */
export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** A failure the operator can act on; the scripts print its message alone. */
export class BackupError extends Error {}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/** The file a backup is written to when none is named, in the working directory. */
export const defaultBackupFile = ({ databaseUrl }: BackupTarget) =>
  path.resolve(`masthead-${stamp()}.${databaseUrl ? 'pgdump' : 'tar.gz'}`);

/**
 * A backup holds password hashes, second-factor secrets and key hashes: it is written readable
 * by its owner alone (0600), whatever the umask, and under another name until it is complete,
 * so a failed backup leaves no half file and never truncates an older one of the same name.
 */
export async function backupDatabase(target: BackupTarget, file = defaultBackupFile(target)) {
  const final = path.resolve(file);
  await mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
  const part = `${final}.part`;
  const handle = await open(part, 'w', 0o600);
  try {
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
  try {
    if (target.databaseUrl)
      await runPgTool('pg_dump', ['--format=custom', `--file=${part}`], target.databaseUrl);
    else await dumpPglite(pgliteDir(target), part);
    await rename(part, final);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  return final;
}

export async function restoreDatabase(target: BackupTarget, file: string) {
  if (!existsSync(file)) throw new BackupError(`There is no backup file at ${path.resolve(file)}.`);
  if (target.databaseUrl) {
    // One transaction: a restore that fails part way leaves the database as it was.
    const options = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error'];
    await runPgTool('pg_restore', [...options, file], target.databaseUrl);
    return undefined;
  }
  return loadPglite(pgliteDir(target), file);
}

const pgliteDir = ({ dataDir }: BackupTarget) => path.join(dataDir, 'pglite');

/**
 * PGlite is one process's files: a running server would go on writing over a copy taken or
 * restored under it. Its postmaster.pid exists exactly while a PGlite has the directory open.
 */
function assertPgliteStopped(dir: string) {
  if (existsSync(path.join(dir, 'postmaster.pid')))
    throw new BackupError(
      `The embedded database in ${dir} is in use: stop the Masthead server first. ` +
        '(If no server runs, it stopped without closing; start and stop it once.)',
    );
}

async function dumpPglite(dir: string, file: string) {
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dir}: check DATA_DIR.`);
  assertPgliteStopped(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  try {
    // Dumping before PGlite is ready leaves nothing for Node to wait on: the process just ends.
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * The tarball of a data directory, unzipped; anything else is refused before the database is
 * touched (PGlite would start an empty database from a file it cannot read).
 */
function dataDirTarball(bytes: Buffer, file: string): Buffer {
  const notBackup = new BackupError(`${file} is not a backup of the embedded database; nothing was changed.`);
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch {
      throw notBackup;
    }
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw notBackup;
  return tar;
}

/**
 * The backup becomes a fresh data directory; the one it replaces is moved aside, never
 * deleted, so a restore of the wrong file can be undone. Answers where the old one went.
 */
async function loadPglite(dir: string, file: string) {
  if (existsSync(dir)) assertPgliteStopped(dir);
  const tar = dataDirTarball(await readFile(file), path.resolve(file));
  const { PGlite } = await import('@electric-sql/pglite');
  const aside = existsSync(dir) ? `${dir}.before-restore-${stamp()}` : undefined;
  if (aside) {
    await rename(dir, aside);
    // Kept for an undo, it holds what the database held: its owner's alone, as the database is.
    await chmod(aside, 0o700);
  }
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const client = new PGlite(dir, {
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
      startParams: pgliteStartParams(PGlite.defaultStartParams),
    });
    try {
      const found = await client.query<{ table: string | null }>(
        "select to_regclass('public.users') as table",
      );
      if (!found.rows[0]?.table) throw new Error('it holds no Masthead tables');
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (aside) await rename(aside, dir);
    throw new BackupError(
      `${path.resolve(file)} could not be restored (${error instanceof Error ? error.message : String(error)}); nothing was changed.`,
    );
  }
  return aside;
}

/**
 * pg_dump or pg_restore on the database of `databaseUrl`. The password goes in PGPASSWORD,
 * not on the command line, where any user of the machine could read it in the process list.
 */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
