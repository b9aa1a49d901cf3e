import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * Starts an entry in its own Node process (TypeScript through tsx, a built bundle as it is) and
 * waits for its "running" line.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<ChildProcess> {
  const args = [...nodeFlags, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      // Only the new text and the phrase's length before it: the start line may span two chunks.
      const seen = output.length;
      output += chunk.toString();
      if (!output.includes('is running', Math.max(0, seen - 'is running'.length))) return;
      clearTimeout(timer);
      // Started: what it prints from now on is drained, not kept, so a long run holds no growing log.
      for (const stream of [child.stdout, child.stderr]) stream?.off('data', onData).resume();
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
  });
  return child;
}

/** The memory the process holds now (VmRSS), in MiB. */
export function memoryMiB(pid: number | undefined) {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** The most memory the process has held (VmHWM), in MiB. */
export function peakMemoryMiB(pid: number | undefined) {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

/** Runs a command to its end: its exit status and everything it printed, both streams in order. */
export function runToEnd(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, options);
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Debian's Chromium, started the way this machine's closed network needs. */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
