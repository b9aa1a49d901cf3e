import { DataLockError, exitOnSignals } from '../db/data-lock.ts';
import { BackupError } from './backup.ts';

/** A failure the operator can act on, raised by a script itself; printed as its message alone. */
export class ScriptError extends Error {}

/**
 * PostgreSQL out of reach or refusing the URL: connection failures (classes 08, 57P), a wrong
 * password or user (28), a database that does not exist (3D000). The driver's error may sit
 * under the ORM's as its cause.
 */
const databaseCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN|08\w{3}|57P0[1-3]|28\w{3}|3D000)$/;

function databaseProblem(error: unknown): string | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && databaseCodes.test(code)) return cause.message || code;
    cause = cause.cause;
  }
  return null;
}

/** One line for what the user can fix; the whole error (a bug) otherwise. */
export function scriptFailure(error: unknown): string {
  if (error instanceof DataLockError || error instanceof ScriptError || error instanceof BackupError)
    return error.message;
  const problem = databaseProblem(error);
  if (problem)
    return `The database of DATABASE_URL cannot be used (${problem}): check that PostgreSQL runs and the URL is right.`;
  // A file or folder the user named that cannot be read or written: Node's message names both.
  if (error instanceof Error && 'syscall' in error && 'path' in error) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * A script's run: Ctrl-C and SIGTERM let go of the data folder's lock on the way out, and a
 * failure the user can cause ends in one line and exit status 1, never a stack trace. `work`
 * answers the exit status (0 when it answers nothing).
 */
export async function runScript(work: () => Promise<unknown>) {
  exitOnSignals();
  try {
    const status = await work();
    process.exitCode = typeof status === 'number' ? status : 0;
  } catch (error) {
    console.error(scriptFailure(error));
    process.exitCode = 1;
  }
}
