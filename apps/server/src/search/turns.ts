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

/**
 * Turns for each user's searches. A search reads every type's titles, the costliest read a
 * signed-in user can ask for: a hundred sent at once by one user (a script, a key held down)
 * would fill the database's queue and hold up everyone's pages. Each user runs at most
 * `searchesAtOnce` at a time, the others wait their turn in order, and past `searchesWaiting`
 * the next is refused with a 429 that says what to do.
 */
export function searchTurns() {
  const holders = new Map<number, Holder>();
  return async function inTurn<T>(userId: number, search: () => Promise<T>): Promise<T> {
    const holder = holders.get(userId) ?? { running: 0, waiting: [] };
    holders.set(userId, holder);
    if (holder.running < searchesAtOnce) holder.running += 1;
    else if (holder.waiting.length >= searchesWaiting) throw tooManyRequests(globalMessage.tooManySearches);
    // A search that ends hands its turn to the next in line, which no newcomer can take meanwhile.
    else await new Promise<void>((resolve) => holder.waiting.push(resolve));
    try {
      return await search();
    } finally {
      const next = holder.waiting.shift();
      if (next) next();
      else if (--holder.running === 0) holders.delete(userId);
    }
  };
}
