import { describe, expect, it } from 'vitest';
import {
  displayText,
  isPreviewableImage,
  normalizeFilter,
  normalizeText,
  searchText,
  sortKey,
  toNumber,
} from './cellKey.ts';
import type { CellValue, ColumnKind } from './types.ts';

const sortValues = (kind: ColumnKind, values: CellValue[]) =>
  values
    .map((value) => ({ value, key: sortKey(kind, value) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ value }) => value);

describe('sorting keys', () => {
  it('sorts ids as integers, 10 after 9', () => {
    expect(sortValues('id', [10, 9, 100, 1])).toEqual([1, 9, 10, 100]);
  });

  it('sorts numeric strings as integers too', () => {
    expect(sortValues('id', ['10', '9', '100', '1'])).toEqual(['1', '9', '10', '100']);
    expect(sortValues('number', ['2.5', '-1', '10'])).toEqual(['-1', '2.5', '10']);
  });

  it('puts values that are not numbers before the numbers', () => {
    expect(sortValues('id', [3, null, 'n/a', '', 1])).toEqual([null, 'n/a', '', 1, 3]);
  });

  it('sorts text without regard to case or accents', () => {
    expect(sortValues('text', ['bob', 'Émile', 'Ann', 'emma', 'Zed'])).toEqual([
      'Ann',
      'bob',
      'Émile',
      'emma',
      'Zed',
    ]);
  });

  it('sorts date-times chronologically by their full value', () => {
    expect(sortValues('date', ['2024-05-02 08:00:00', '2024-05-02 07:59:59', '2023-12-31 23:00:00'])).toEqual(
      ['2023-12-31 23:00:00', '2024-05-02 07:59:59', '2024-05-02 08:00:00'],
    );
  });
});

describe('filtering', () => {
  const matches = (kind: ColumnKind, value: CellValue, typed: string) =>
    searchText(kind, value).includes(normalizeFilter(typed));

  it('matches a case-insensitive substring', () => {
    expect(matches('text', 'Joanna', 'ANN')).toBe(true);
    expect(matches('text', 'Joanna', 'bob')).toBe(false);
  });

  it('ignores accents and surrounding spaces in the typed text', () => {
    expect(matches('text', 'Émile', ' emi ')).toBe(true);
    expect(matches('text', 'Emile', 'émi')).toBe(true);
  });

  it('matches numbers by their digits', () => {
    expect(matches('id', 1234, '23')).toBe(true);
    expect(matches('id', '1234', '5')).toBe(false);
  });

  it('matches dates by the shown date only', () => {
    expect(matches('date', '2024-05-02 08:00:00', '2024-05')).toBe(true);
    expect(matches('date', '2024-05-02 08:00:00', '08:00')).toBe(false);
  });

  it('lets status text match both ACTIVE and INACTIVE', () => {
    expect(matches('status', 'ACTIVE', 'act')).toBe(true);
    expect(matches('status', 'INACTIVE', 'act')).toBe(true);
    expect(matches('status', 'ACTIVE', 'inact')).toBe(false);
  });
});

describe('shown text', () => {
  it('shows the first 10 characters of a date', () => {
    expect(displayText('date', '2024-05-02 08:00:00')).toBe('2024-05-02');
    expect(displayText('date', '2024-05-02')).toBe('2024-05-02');
    expect(displayText('date', null)).toBe('');
  });

  it('shows numbers and booleans as text, and nothing for a missing value', () => {
    expect(displayText('id', 42)).toBe('42');
    expect(displayText('text', false)).toBe('false');
    expect(displayText('text', undefined)).toBe('');
  });
});

describe('text-like kinds', () => {
  it.each(['text', 'status', 'image'] as const)('sort %s values by their search text', (kind) => {
    expect(sortKey(kind, 'Émile ACTIVE /a.png')).toBe(searchText(kind, 'Émile ACTIVE /a.png'));
  });
});

describe('helpers', () => {
  it('reads numbers from numbers and numeric strings only', () => {
    expect(toNumber(7)).toBe(7);
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toNumber(true)).toBeNaN();
  });

  it('normalizes case and accents', () => {
    expect(normalizeText('ÉMILE Zoë')).toBe('emile zoe');
    expect(normalizeText('plain ASCII')).toBe('plain ascii');
  });

  it('previews only .jpg, .jpeg, .png and .gif values', () => {
    expect(isPreviewableImage('https://cdn.example.com/a/cover.JPG')).toBe(true);
    expect(isPreviewableImage('/media/2024/photo.png?w=300')).toBe(true);
    expect(isPreviewableImage('/media/anim.gif')).toBe(true);
    expect(isPreviewableImage('/media/photo.jpeg')).toBe(true);
    expect(isPreviewableImage('/media/clip.mp4')).toBe(false);
    expect(isPreviewableImage('')).toBe(false);
    expect(isPreviewableImage(null)).toBe(false);
  });
});
