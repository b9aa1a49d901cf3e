import { describe, expect, it } from 'vitest';
import { perTurn } from './per-turn.ts';

/** A batched read of squares that records the keys of each run, and answers none for `missing`. */
const squares = ({ missing = -1, fails = false } = {}) => {
  const runs: number[][] = [];
  const read = perTurn(async (keys: number[]) => {
    runs.push(keys);
    if (fails) throw new Error('the database went away');
    return keys.flatMap((key, index) => (key === missing ? [] : [{ asked: index + 1, square: key * key }]));
  });
  return { runs, read };
};

describe('perTurn', () => {
  it('reads the keys asked in one turn in one run, and answers each its own row', async () => {
    const { runs, read } = squares({ missing: 3 });
    const answers = await Promise.all([2, 3, 4, 2].map((key) => read(key)));
    expect(runs).toEqual([[2, 3, 4, 2]]);
    expect(answers.map((row) => row?.square)).toEqual([4, undefined, 16, 4]);
  });

  it('reads a key asked in a later turn in a run of its own', async () => {
    const { runs, read } = squares();
    expect((await read(5))?.square).toBe(25);
    expect((await read(6))?.square).toBe(36);
    expect(runs).toEqual([[5], [6]]);
  });

  it('fails every key of a failed run with its error, and reads the next turn afresh', async () => {
    const { runs, read } = squares({ fails: true });
    const answers = await Promise.allSettled([read(1), read(2)]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(answers.map((answer) => (answer as PromiseRejectedResult).reason.message)).toEqual([
      'the database went away',
      'the database went away',
    ]);
    await expect(read(3)).rejects.toThrow('the database went away');
    expect(runs).toEqual([[1, 2], [3]]);
  });
});
