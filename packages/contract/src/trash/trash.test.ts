import { describe, expect, it } from 'vitest';
import { daysBeforePurge } from './trash.ts';

describe('daysBeforePurge', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('counts the day under way: 30 just after a delete, 1 on the last day, 0 once due', () => {
    expect(daysBeforePurge('2026-12-26 11:59:00', now)).toBe(30);
    expect(daysBeforePurge('2026-11-27 11:00:00', now)).toBe(1);
    expect(daysBeforePurge('2026-11-26 11:00:00', now)).toBe(0);
  });
});
