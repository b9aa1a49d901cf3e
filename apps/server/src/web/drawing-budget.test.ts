import { describe, expect, it } from 'vitest';
import { drawingBudget } from './drawing-budget.ts';

describe('the drawing budget of first screens', () => {
  it('lets a burst of a second’s drawing through, then a quarter of each second', () => {
    let clock = 0;
    const budget = drawingBudget({ now: () => clock });
    let drawn = 0;
    // Drawings of 50 ms asked for every 10 ms over 4 seconds: 400 asked.
    for (; clock < 4000; clock += 10) {
      if (!budget.allows()) continue;
      budget.spend(50);
      drawn += 1;
    }
    // 1,000 ms at once, then 250 ms of each of the next 4 seconds (within one drawing's rounding).
    expect(drawn * 50).toBeGreaterThanOrEqual(1000 + 4 * 250 - 50);
    expect(drawn * 50).toBeLessThanOrEqual(1000 + 4 * 250 + 50);
  });

  it('is whole again after a quiet while, and never more than whole', () => {
    let clock = 0;
    const budget = drawingBudget({ now: () => clock });
    budget.spend(1000);
    expect(budget.allows()).toBe(false);
    clock += 2000;
    expect(budget.allows()).toBe(true);
    clock += 60_000;
    let drawn = 0;
    while (budget.allows()) {
      budget.spend(100);
      drawn += 1;
    }
    expect(drawn).toBe(10);
  });
});
