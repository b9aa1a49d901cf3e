import type { ByteRange, RangeRequest } from './types.ts';

/**
 * The one range of a `Range: bytes=…` header, or null to send the whole file: no header, a
 * unit other than bytes, several ranges, or a malformed one (RFC 9110 lets a server ignore
 * those and answer 200 with everything).
 */
export function parseRange(header: string | undefined): RangeRequest | null {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? null : { start, end };
}

/** The bytes a range asks for in a file of `size` bytes, or null when none of them exist. */
export function resolveRange(range: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The range in a `Range` header's words, for a store that reads the header itself (S3). */
export const rangeHeader = (range: RangeRequest) =>
  'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
