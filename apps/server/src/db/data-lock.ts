import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same files writes over the
 * first one's, and both lose data. So every entry point that opens the embedded database (the
 * server, seed:demo, import:impressions, db:backup, db:restore) first takes this folder's lock,
 * a file naming its holder, and a second process is refused before it opens anything.
 *
 * The lock is `DATA_DIR/masthead.lock`, made whole under another name and hard-linked into
 * place: link() fails when the name exists, so of two processes starting at the same instant
 * exactly one wins, and a reader never sees half a file. A lock whose holder is gone (killed,
 * the machine restarted, its pid now some other process) is taken over; see `takeOver`.
 */

/** What holds the folder: `npm start` or the script's npm name; the lock says so to the next one. */
export type LockHolderRole = 'npm start' | 'seed:demo' | 'import:impressions' | 'db:backup' | 'db:restore';

interface LockHolder {
  pid: number;
  role: LockHolderRole;
  host: string;
  /** The kernel's boot id and the process's start time: a pid alone is reused by other processes. */
  boot: string | null;
  started: string | null;
  /** Unique to this holding, so a takeover can tell one holder's lock from the next one's. */
  token: string;
  since: string;
}

/** A refusal the operator can act on; entry points print its message alone and exit 1. */
export class DataLockError extends Error {}

export const lockFileName = 'masthead.lock';

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** Linux: field 22 of /proc/<pid>/stat, counted after the command name, which may hold spaces. */
function startTimeOf(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  const afterName = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return afterName?.[19] ?? null;
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder still has the folder. Its own pid found in a lock means an earlier
 * process with that pid (a container restarted runs its server under the same pid), unless
 * this process holds it now. On another host nothing can be checked, so it counts as live.
 */
function isLive(holder: LockHolder, heldHere: ReadonlySet<string>) {
  // kill(0) would signal this process's group, and answer that it runs.
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.host !== os.hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(holder.token);
  const boot = bootId();
  if (boot && holder.boot && boot !== holder.boot) return false;
  if (!isRunning(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return !(started && holder.started && started !== holder.started);
}

function readHolder(file: string): LockHolder | null {
  const text = readText(file);
  if (text === null) return null;
  const parsed = parseJson(text);
  if (isLockHolder(parsed)) return parsed;
  // Not ours, or written by hand: no live holder can be shown, so it is taken over.
  return {
    pid: 0,
    role: 'npm start',
    host: os.hostname(),
    boot: null,
    started: null,
    token: text,
    since: '',
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** A lock as Masthead writes it: anything else names no holder. */
function isLockHolder(value: unknown): value is LockHolder {
  if (typeof value !== 'object' || value === null) return false;
  const holder = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(holder.pid) &&
    typeof holder.role === 'string' &&
    Object.hasOwn(whatToDo, holder.role) &&
    typeof holder.host === 'string' &&
    typeof holder.token === 'string' &&
    typeof holder.since === 'string' &&
    isTextOrNull(holder.boot) &&
    isTextOrNull(holder.started)
  );
}

const whatToDo: Record<LockHolderRole, string> = {
  'npm start': 'stop it first, or run the script against PostgreSQL with DATABASE_URL',
  'seed:demo': 'wait for it to finish or stop it',
  'import:impressions': 'wait for it to finish or stop it',
  'db:backup': 'wait for it to finish or stop it',
  'db:restore': 'wait for it to finish or stop it',
};

/** The one line a refused process prints: who holds the folder and what to do. */
export function inUseMessage(holder: Pick<LockHolder, 'pid' | 'role' | 'host'>, dataDir: string) {
  const who = holder.role === 'npm start' ? 'Masthead is running' : `Masthead's ${holder.role} is running`;
  const where = holder.host === os.hostname() ? '' : ` on ${holder.host}`;
  return `${who} on the data folder ${dataDir} (pid ${holder.pid}${where}): ${whatToDo[holder.role]}.`;
}

function unwritableMessage(dataDir: string, error: unknown) {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return `The data folder ${dataDir} cannot be written (${code}): the embedded database keeps its files there, so set DATA_DIR to a writable folder, or use PostgreSQL with DATABASE_URL.`;
}

/** The locks this process holds, by token. */
const heldHere = new Set<string>();

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/**
 * The lock names a holder that is gone. Only the process that creates `<lock>.takeover-<token>`
 * of that holder may replace it, and it replaces it with rename(), so the folder is never
 * unlocked in between. The marker stays until the new holder lets go: a contender that read
 * the same stale holder finds it and backs off, and one that wins it later finds the lock no
 * longer that holder's. Answers the marker when this process took over, else null (retry).
 */
function takeOver(lock: string, own: string, stale: LockHolder): string | null {
  const marker = `${lock}.takeover-${stale.token.replace(/[^\w-]/g, '').slice(0, 64)}`;
  try {
    linkSync(own, marker);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    // A contender killed inside its takeover leaves its marker behind; clear it and try again.
    const contender = readHolder(marker);
    if (contender && !isLive(contender, heldHere)) rmSync(marker, { force: true });
    return null;
  }
  if (readHolder(lock)?.token !== stale.token) {
    unlinkSync(marker);
    return null;
  }
  renameSync(own, lock);
  return marker;
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the lock of `dataDir` for this process until it exits, or throws DataLockError naming
 * the live holder. Synchronous, so nothing else runs before the folder is ours. Answers a
 * release for those that end before the process does (tests).
 */
export function lockDataDir(dataDir: string, role: LockHolderRole): () => void {
  const lock = path.join(dataDir, lockFileName);
  const me: LockHolder = {
    pid: process.pid,
    role,
    host: os.hostname(),
    boot: bootId(),
    started: startTimeOf(process.pid),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  const own = `${lock}.${me.token}.tmp`;
  try {
    // The folder holds password hashes and the mail outbox: its owner's alone when made here.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(own, `${JSON.stringify(me)}\n`, { mode: 0o600 });
  } catch (error) {
    throw new DataLockError(unwritableMessage(dataDir, error));
  }
  let marker: string | null = null;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(own, lock);
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw new DataLockError(unwritableMessage(dataDir, error));
      }
      const holder = readHolder(lock);
      if (holder && isLive(holder, heldHere)) throw new DataLockError(inUseMessage(holder, dataDir));
      if (holder) marker = takeOver(lock, own, holder);
      if (marker) break;
      if (attempt === 50) throw new DataLockError(`The lock ${lock} keeps changing hands: try again.`);
      pause(20);
    }
  } finally {
    try {
      unlinkSync(own);
    } catch {
      // Renamed into place by a takeover.
    }
  }
  heldHere.add(me.token);
  const release = () => {
    if (!heldHere.delete(me.token)) return;
    process.off('exit', release);
    // Someone may have deleted the files by hand: letting go must not fail on the way out.
    try {
      if (readHolder(lock)?.token === me.token) unlinkSync(lock);
      if (marker) unlinkSync(marker);
    } catch {
      // Gone already.
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * For scripts: Ctrl-C, a closed terminal or SIGTERM end the process through `exit`, so its
 * lock is let go (Node's default for these signals ends it without running `exit` handlers).
 * The server has its own graceful shutdown (ops/shutdown.ts), which also ends in exit().
 */
export function exitOnSignals() {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(codes)) process.once(signal, () => process.exit(code));
}

/**
 * PGlite writes its files readable and writable by everyone (0666), and they hold password
 * hashes, second-factor secrets and key hashes: its folder is made its owner's alone, which
 * also covers databases made before this was done.
 */
export function keepPrivate(dir: string) {
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    // Not made yet: db/client.ts makes it 0700.
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

/**
 * What every entry point calls before it opens the database: on PGlite the folder's lock,
 * held until the process exits, and a private database folder; on PostgreSQL nothing, since
 * any number of processes share a server.
 */
export function holdEmbeddedDatabase(
  target: { databaseUrl: string | undefined; dataDir: string },
  role: LockHolderRole,
): () => void {
  if (target.databaseUrl || target.dataDir === 'memory://') return () => {};
  const release = lockDataDir(target.dataDir, role);
  try {
    // The same folder db/client.ts opens.
    keepPrivate(path.join(target.dataDir, 'pglite'));
  } catch (error) {
    release();
    throw new DataLockError(unwritableMessage(target.dataDir, error));
  }
  return release;
}
