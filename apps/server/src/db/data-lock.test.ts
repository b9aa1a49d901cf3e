import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataLockError, holdEmbeddedDatabase, lockDataDir, lockFileName } from './data-lock.ts';

/**
 * The data folder's lock between real processes: each contender is a Node process of its own
 * that takes the lock as an entry point does. It says "ready" once loaded, and on "go <time>"
 * waits for that instant, tries, and says whether it won; it holds the lock until its standard
 * input closes (or a signal ends it).
 */
let workDir: string;
let contenderFile: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-lock-'));
  contenderFile = path.join(workDir, 'contender.ts');
  await writeFile(
    contenderFile,
    `import { unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exitOnSignals, lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-lock.ts'))};
const [dataDir] = process.argv.slice(2);
process.stdin.setEncoding('utf8');
process.stdin.once('data', (line) => {
  const [command, at, rounds] = line.trim().split(' ');
  const startAt = Number(at);
  if (command === 'rounds') {
    // Tries once per round, all contenders at the same instant; a winner holds the folder for
    // 8 ms, then lets go. While it holds it, it creates a file only one process can create at a
    // time (O_EXCL), and removes it before letting go: a second holder finds the file there. The
    // processes' own clocks are not compared: two of them can differ by more than the gap between holders.
    let held = 0;
    let sharedWith = 0;
    const inside = 'inside';
    for (let round = 0; round < Number(rounds); round += 1) {
      while (Date.now() < startAt + round * 25) {}
      let release;
      try {
        release = lockDataDir(dataDir, 'seed:demo');
      } catch {
        continue;
      }
      held += 1;
      let isAlone = true;
      try {
        writeFileSync(join(dataDir, inside), String(process.pid), { flag: 'wx' });
      } catch {
        isAlone = false;
        sharedWith += 1;
      }
      const from = Date.now();
      while (Date.now() < from + 8) {}
      if (isAlone) unlinkSync(join(dataDir, inside));
      release();
    }
    console.log(JSON.stringify({ held, sharedWith }));
    process.exit(0);
  }
  while (Date.now() < startAt) {}
  try {
    lockDataDir(dataDir, 'seed:demo');
    exitOnSignals();
    console.log('won');
  } catch (error) {
    console.log(error.message);
    process.exit(1);
  }
  process.stdin.on('end', () => process.exit(0));
});
console.log('ready');
`,
  );
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

interface Contender {
  child: ChildProcess;
  /** Its lines so far: "ready", then "won" or the refusal it printed. */
  lines: string[];
  next: () => Promise<string>;
}

function contender(dataDir: string): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', contenderFile, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let buffered = '';
  let read = 0;
  const waiting: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  child.stdout?.on('data', (chunk) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
    wake();
  });
  child.once('exit', wake);
  const next = async (): Promise<string> => {
    while (lines.length <= read && child.exitCode === null && child.signalCode === null)
      await new Promise<void>((resolve) => waiting.push(resolve));
    read += 1;
    return lines[read - 1] ?? '';
  };
  return { child, lines, next };
}

/** Starts contenders, waits until each has loaded, then lets them all try at one instant. */
async function race(dataDir: string, count: number) {
  const contenders = Array.from({ length: count }, () => contender(dataDir));
  for (const { next } of contenders) expect(await next()).toBe('ready');
  const startAt = Date.now() + 200;
  for (const { child } of contenders) child.stdin?.write(`go ${startAt}\n`);
  const said = await Promise.all(contenders.map(({ next }) => next()));
  return { contenders, said };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

const newDataDir = () => mkdtemp(path.join(workDir, 'data-'));
const lockOf = (dataDir: string) => JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8'));

describe('the data folder lock', () => {
  it('lets exactly one of several processes trying at the same instant have the folder', async () => {
    const dataDir = await newDataDir();
    const { contenders, said } = await race(dataDir, 6);
    expect(said.filter((line) => line === 'won')).toHaveLength(1);
    const winner = contenders[said.indexOf('won')]?.child;
    for (const line of said.filter((line) => line !== 'won'))
      expect(line).toBe(
        `Masthead's seed:demo is running on the data folder ${dataDir} (pid ${winner?.pid}): wait for it to finish or stop it.`,
      );
    expect(lockOf(dataDir).pid).toBe(winner?.pid);
    for (const { child } of contenders) child.stdin?.end();
    await Promise.all(contenders.map(({ child }) => exited(child)));
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 60_000);

  it('never lets two processes hold the folder at once over many rounds of trying together', async () => {
    const dataDir = await newDataDir();
    const contenders = Array.from({ length: 4 }, () => contender(dataDir));
    for (const { next } of contenders) expect(await next()).toBe('ready');
    const startAt = Date.now() + 200;
    for (const { child } of contenders) child.stdin?.write(`rounds ${startAt} 120\n`);
    const said = (await Promise.all(contenders.map(({ next }) => next()))).map(
      (line) => JSON.parse(line) as { held: number; sharedWith: number },
    );
    expect(said.reduce((sum, { held }) => sum + held, 0)).toBeGreaterThan(20);
    expect(said.map(({ sharedWith }) => sharedWith)).toEqual([0, 0, 0, 0]);
  }, 60_000);

  it('refuses the folder while its holder runs, and takes it over once the holder was killed', async () => {
    const dataDir = await newDataDir();
    const { contenders } = await race(dataDir, 1);
    const holder = contenders[0]?.child as ChildProcess;
    expect(() => lockDataDir(dataDir, 'npm start')).toThrow(
      new DataLockError(
        `Masthead's seed:demo is running on the data folder ${dataDir} (pid ${holder.pid}): wait for it to finish or stop it.`,
      ),
    );
    holder.kill('SIGKILL');
    await exited(holder);
    // A killed process cannot let go: its lock stays, naming a pid that no longer runs.
    expect(lockOf(dataDir).pid).toBe(holder.pid);
    const release = lockDataDir(dataDir, 'npm start');
    expect(lockOf(dataDir)).toMatchObject({ pid: process.pid, role: 'npm start' });
    release();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 60_000);

  it('lets exactly one of several processes take over a stale lock at the same instant', async () => {
    const dataDir = await newDataDir();
    const { contenders } = await race(dataDir, 1);
    contenders[0]?.child.kill('SIGKILL');
    await exited(contenders[0]?.child as ChildProcess);
    const { contenders: next, said } = await race(dataDir, 6);
    expect(said.filter((line) => line === 'won')).toHaveLength(1);
    expect(lockOf(dataDir).pid).toBe(next[said.indexOf('won')]?.child.pid);
    for (const { child } of next) child.stdin?.end();
    await Promise.all(next.map(({ child }) => exited(child)));
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('lets go of the folder when Ctrl-C or SIGTERM stops the holder', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const dataDir = await newDataDir();
      const holder = (await race(dataDir, 1)).contenders[0]?.child as ChildProcess;
      holder.kill(signal);
      await exited(holder);
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    }
  }, 60_000);

  it('takes over a lock whose pid now belongs to another process, or to this one after a restart', async () => {
    const dataDir = await newDataDir();
    const lock = path.join(dataDir, lockFileName);
    const stale = { role: 'npm start', host: os.hostname(), boot: null, token: 'old', since: '' };
    // The parent runs, but it started at another time than the process that wrote the lock.
    await writeFile(lock, JSON.stringify({ ...stale, pid: process.ppid, started: '1' }));
    lockDataDir(dataDir, 'db:backup')();
    // A container restarted runs its server under the pid the one before it had.
    await writeFile(lock, JSON.stringify({ ...stale, pid: process.pid, started: null }));
    lockDataDir(dataDir, 'db:backup')();
    // Not a lock Masthead wrote: no holder can be named, so it is no holder.
    for (const text of [
      '',
      'garbage',
      JSON.stringify({ ...stale, pid: 0, started: null }),
      '{}',
      '[]',
      'null',
      '"x"',
      '{"pid":1}',
      JSON.stringify({ ...stale, pid: process.ppid, role: 'something else' }),
    ]) {
      await writeFile(lock, text);
      const release = lockDataDir(dataDir, 'db:backup');
      expect(lockOf(dataDir).pid).toBe(process.pid);
      release();
    }
  });

  it('says in one line that a data folder which cannot be written cannot be used', async () => {
    const file = path.join(workDir, 'a-file');
    await writeFile(file, '');
    const dataDir = path.join(file, 'data');
    expect(() => holdEmbeddedDatabase({ databaseUrl: undefined, dataDir }, 'npm start')).toThrow(
      new DataLockError(
        `The data folder ${dataDir} cannot be written (ENOTDIR): the embedded database keeps its files there, so set DATA_DIR to a writable folder, or use PostgreSQL with DATABASE_URL.`,
      ),
    );
  });

  it('makes the embedded database folder private, and takes no lock for PostgreSQL', async () => {
    const dataDir = await newDataDir();
    // A database made before, open to everyone.
    await mkdir(path.join(dataDir, 'pglite'), { mode: 0o755 });
    await chmod(path.join(dataDir, 'pglite'), 0o755);
    const release = holdEmbeddedDatabase({ databaseUrl: undefined, dataDir }, 'npm start');
    expect((await stat(path.join(dataDir, 'pglite'))).mode & 0o777).toBe(0o700);
    release();
    // One made from now on.
    const fresh = path.join(await newDataDir(), 'new');
    holdEmbeddedDatabase({ databaseUrl: undefined, dataDir: fresh }, 'npm start')();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
    const other = await newDataDir();
    holdEmbeddedDatabase({ databaseUrl: 'postgres://127.0.0.1/x', dataDir: other }, 'npm start')();
    expect(existsSync(path.join(other, lockFileName))).toBe(false);
  });
});
