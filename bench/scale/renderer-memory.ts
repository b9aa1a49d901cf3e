import { readdirSync, readFileSync } from 'node:fs';

/** Reads a /proc file, or '' when the process has gone meanwhile. */
const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * The resident memory (VmRSS, MiB) of the largest Chromium renderer started under this
 * process: with one tab open, that tab's process. NaN where /proc cannot tell (not Linux).
 */
export function largestRendererMiB(root = process.pid): number {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return Number.NaN;
  }
  const parentOf = new Map<number, number>();
  for (const pid of pids) {
    // The command name in parentheses may hold spaces: the fields after its ')' are fixed.
    const stat = readProc(`/proc/${pid}/stat`);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(parent)) parentOf.set(pid, parent);
  }
  const isUnderRoot = (pid: number) => {
    for (let at = parentOf.get(pid); at !== undefined && at > 1; at = parentOf.get(at))
      if (at === root) return true;
    return false;
  };
  let largest = Number.NaN;
  for (const pid of pids) {
    if (!readProc(`/proc/${pid}/cmdline`).includes('--type=renderer') || !isUnderRoot(pid)) continue;
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readProc(`/proc/${pid}/status`))?.[1]);
    if (Number.isFinite(kib) && !(kib / 1024 <= largest)) largest = kib / 1024;
  }
  return largest;
}
