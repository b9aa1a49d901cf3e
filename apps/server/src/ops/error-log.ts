/**
 * What a log keeps of an error. A failed statement carries its bound parameters (Drizzle
 * writes them into its message, and both drivers keep them as properties), and those can be a
 * password hash, a second-factor secret or a token's hash; PostgreSQL's `detail` can quote a
 * whole row. So an error is logged by its statement's text and its causes, field by field from
 * a list of what is safe, never as it comes.
 */

/** The driver's fields that name what failed without quoting any value. */
const safeFields = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
  'hint',
  'where',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** Drizzle's query error: its message is `Failed query: <text>\nparams: <values>`. */
const statementOf = (error: Error) => {
  const query = (error as { query?: unknown }).query;
  return typeof query === 'string' ? query : undefined;
};

/** The stack's frames under a message of our choosing: the original first lines quote values. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = statementOf(error);
  const message =
    query !== undefined && error.message.startsWith('Failed query:')
      ? `Failed query: ${query}`
      : error.message;
  const type = error.constructor?.name || error.name || 'Error';
  const logged: LoggedError = { type, message, stack: `${type}: ${message}\n${framesOf(error.stack)}` };
  if (query !== undefined) logged.query = query;
  for (const field of safeFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
