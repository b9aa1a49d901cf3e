import { globalMessage } from '@masthead/contract';
import { tooManyRequests } from '../http/errors.ts';

/** How many of one user's searches run at once; the palette, which waits for a pause in typing, needs one. */
export const searchesAtOnce = 2;
/** How many more may wait for their turn; past these, a search is refused at once. */
export const searchesWaiting = 20;

interface Holder {
  running: number;
  waiting: (() => void)[];
}

/** A turn given through the event loop, after the requests that have come in meanwhile. */
const afterWaitingRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Turns for each user's searches. A search reads every type's titles, the costliest read a
 * signed-in user can ask for: a hundred sent at once by one user (a script, a key held down)
 * would fill the database's queue and hold up everyone's pages. Each user runs at most
 * `searchesAtOnce` at a time, the others wait their turn in order, and past `searchesWaiting`
 * the next is refused with a 429 that says what to do.
 *
 * Every search starts from the event loop, never straight from the end of the last one: the
 * embedded database runs on this thread, and searches handed on from one to the next would run
 * back to back without the server once reading another user's request. A search whose caller
 * has gone (`isAbandoned`) when its turn comes is not run: nobody would read its answer.
 */
export function searchTurns() {
  const holders = new Map<number, Holder>();
  return async function inTurn<T>(
    userId: number,
    search: () => Promise<T>,
    caller?: { isAbandoned: () => boolean; abandoned: T },
  ): Promise<T> {
    const holder = holders.get(userId) ?? { running: 0, waiting: [] };
    holders.set(userId, holder);
    if (holder.running < searchesAtOnce) holder.running += 1;
    else if (holder.waiting.length >= searchesWaiting) throw tooManyRequests(globalMessage.tooManySearches);
    // A search that ends hands its turn to the next in line, which no newcomer can take meanwhile.
    else await new Promise<void>((resolve) => holder.waiting.push(resolve));
    try {
      await afterWaitingRequests();
      return caller?.isAbandoned() ? caller.abandoned : await search();
    } finally {
      const next = holder.waiting.shift();
      if (next) next();
      else if (--holder.running === 0) holders.delete(userId);
    }
  };
}
