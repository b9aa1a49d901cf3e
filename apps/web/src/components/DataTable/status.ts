import type { CellValue } from './types.ts';

export type StatusTone = 'positive' | 'negative' | 'warning';

/** ACTIVE is positive, INACTIVE negative, and any other value (PENDING, an unknown one) a warning. */
export function statusTone(value: CellValue): StatusTone {
  const text = String(value ?? '').toUpperCase();
  if (text === 'ACTIVE') return 'positive';
  if (text === 'INACTIVE') return 'negative';
  return 'warning';
}

/**
 * Badge colours. Mantine's own green, yellow and orange shades all stay under WCAG AA's 4.5:1
 * for small text on their light tints (green 9 on green 1 is 3.81:1), so the text colours are
 * darker hand-picked ones on Mantine's shade-1 tints: 5.72:1, 6.21:1 and 6.08:1.
 */
export const statusColors: Record<StatusTone, { background: string; text: string }> = {
  positive: { background: '#d3f9d8', text: '#1e6b2f' },
  negative: { background: '#ffe3e3', text: '#a51d1d' },
  warning: { background: '#fff3bf', text: '#8c4a00' },
};
