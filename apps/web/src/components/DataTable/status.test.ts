import { describe, expect, it } from 'vitest';
import { statusColors, statusTone } from './status.ts';

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

describe('statusTone', () => {
  // ACTIVE is positive, INACTIVE negative, and anything else a warning.
  it.each([
    { status: 'ACTIVE', tone: 'positive' },
    { status: 'active', tone: 'positive' },
    { status: 'INACTIVE', tone: 'negative' },
    { status: 'PENDING', tone: 'warning' },
    { status: '', tone: 'warning' },
    { status: null, tone: 'warning' },
  ])('colours $status as $tone', ({ status, tone }) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('statusColors', () => {
  it.each(Object.entries(statusColors))('keeps %s badge text at WCAG AA contrast (4.5:1)', (_, colors) => {
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures known pairs correctly', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1971c2', '#ffffff')).toBeCloseTo(5.02, 2);
  });
});
