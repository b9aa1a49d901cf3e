import { AsyncLocalStorage } from 'node:async_hooks';

/** The personal API token a call is made through: its id and its name at the time. */
export interface ActingToken {
  id: number;
  name: string;
}

const storage = new AsyncLocalStorage<ActingToken | null>();

/**
 * Runs a call's handler knowing the token it came through (null for a browser), so that what
 * the handler writes to the audit trail names the token without every write being told.
 * A browser's call runs outside the storage, where `actingToken` answers null all the same:
 * Node turns on a hook for every promise the process makes from the first `run` on (about 2%
 * of the server's time under load), which a server no script calls with a token never pays.
 */
export const runAsToken = <T>(token: ActingToken | null, work: () => Promise<T>) =>
  token ? storage.run(token, work) : work();

/** The token the running call came through, or null (a browser, a script, a test). */
export const actingToken = (): ActingToken | null => storage.getStore() ?? null;
