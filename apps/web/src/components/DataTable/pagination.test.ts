import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, rangeText } from './pagination.ts';

describe('pageCount', () => {
  it('counts whole pages and at least one', () => {
    expect(pageCount(20_000, 20)).toBe(1000);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe('clampPage', () => {
  it('shows the last page for a page past the end', () => {
    expect(clampPage(999, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(0, 5)).toBe(1);
  });
});

describe('rangeText', () => {
  it('describes the page shown', () => {
    expect(rangeText({ page: 2, pageSize: 20, shown: 20_000, total: 20_000 })).toBe(
      'Showing 21–40 of 20,000',
    );
  });

  it('stops at the last row', () => {
    expect(rangeText({ page: 3, pageSize: 10, shown: 25, total: 25 })).toBe('Showing 21–25 of 25');
  });

  it('says when filters hide rows', () => {
    expect(rangeText({ page: 1, pageSize: 20, shown: 150, total: 20_000 })).toBe(
      'Showing 1–20 of 150 (filtered from 20,000)',
    );
    expect(rangeText({ page: 1, pageSize: 20, shown: 0, total: 3 })).toBe('Showing 0 of 0 (filtered from 3)');
  });
});
