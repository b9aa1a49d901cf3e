import { globalMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { searchesAtOnce, searchesWaiting, searchTurns } from './turns.ts';

/** Lets every answer and hand-over under way go through: each turn is given through the event loop. */
async function settle() {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A search that ends when the test says so, recording when it starts. */
function heldSearches() {
  const started: number[] = [];
  const ends = new Map<number, () => void>();
  const searchNumber = (n: number) => () =>
    new Promise<number>((resolve) => {
      started.push(n);
      ends.set(n, () => resolve(n));
    });
  const end = async (n: number) => {
    // Its turn, given through the event loop, may not have come yet.
    await settle();
    ends.get(n)?.();
    await settle();
  };
  return { started, searchNumber, end };
}

describe("a user's searches", () => {
  it('run two at a time, the next in line starting as one ends, in the order they were sent', async () => {
    const inTurn = searchTurns();
    const { started, searchNumber, end } = heldSearches();
    const answers = Array.from({ length: 6 }, (_, n) => inTurn(1, searchNumber(n)));
    await settle();
    expect(started).toEqual([0, 1]);
    await end(1);
    expect(started).toEqual([0, 1, 2]);
    for (const n of [0, 2, 3, 4, 5]) await end(n);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('are refused past those waiting, with a 429 that says what to do, and welcome again once done', async () => {
    const inTurn = searchTurns();
    const { searchNumber, end } = heldSearches();
    const sent = searchesAtOnce + searchesWaiting;
    const answers = Array.from({ length: sent }, (_, n) => inTurn(1, searchNumber(n)));
    await expect(inTurn(1, searchNumber(sent))).rejects.toMatchObject({
      statusCode: 429,
      message: globalMessage.tooManySearches,
    });
    for (let n = 0; n < sent; n += 1) await end(n);
    await Promise.all(answers);
    const again = inTurn(1, searchNumber(100));
    await end(100);
    expect(await again).toBe(100);
  });

  it('never hold up another user, whose search starts at once', async () => {
    const inTurn = searchTurns();
    const { started, searchNumber, end } = heldSearches();
    const busy = Array.from({ length: searchesAtOnce + searchesWaiting }, (_, n) =>
      inTurn(1, searchNumber(n)),
    );
    const other = inTurn(2, searchNumber(1000));
    await settle();
    expect(started).toContain(1000);
    await end(1000);
    expect(await other).toBe(1000);
    for (let n = 0; n < busy.length; n += 1) await end(n);
    await Promise.all(busy);
  });

  it('let the server read other requests between one search and the next', async () => {
    const inTurn = searchTurns();
    const order: string[] = [];
    const searchNumber = (n: number) => async () => {
      order.push(`search ${n}`);
      // What came in while this search ran, read by the event loop.
      setImmediate(() => order.push(`request after ${n}`));
    };
    await Promise.all([0, 1, 2, 3].map((n) => inTurn(1, searchNumber(n))));
    // Searches 2 and 3 take the turns of 0 and 1: each comes after what arrived during the one it follows.
    expect(order.slice(0, order.indexOf('search 2'))).toContain('request after 0');
    expect(order.slice(0, order.indexOf('search 3'))).toContain('request after 1');
  });

  it('skip a search whose caller has gone by its turn, answering nobody', async () => {
    const inTurn = searchTurns();
    const { started, searchNumber, end } = heldSearches();
    const running = [0, 1].map((n) => inTurn(1, searchNumber(n)));
    let gone = false;
    const waiting = inTurn(1, searchNumber(2), { isAbandoned: () => gone, abandoned: -1 });
    gone = true;
    await end(0);
    await end(1);
    expect(await waiting).toBe(-1);
    expect(started).toEqual([0, 1]);
    await Promise.all(running);
  });

  it('hand a failed search’s turn on as well', async () => {
    const inTurn = searchTurns();
    const failing = () => Promise.reject(new Error('database gone'));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => inTurn(1, failing)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(await inTurn(1, async () => 'found')).toBe('found');
  });
});
