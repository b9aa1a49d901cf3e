import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './numberText.ts';

describe('wholeNumberText', () => {
  it('groups thousands as toLocaleString does in English', () => {
    for (const value of [
      0, 7, 999, 1000, 16_384, 123_456, 1_234_567, 50_000_000, -1234, -999, 9_007_199_254_740_991,
    ])
      expect(wholeNumberText(value)).toBe(value.toLocaleString('en'));
  });

  it('leaves a fraction to the locale', () => {
    expect(wholeNumberText(1234.5)).toBe((1234.5).toLocaleString('en'));
  });
});
