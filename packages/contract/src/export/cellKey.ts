import type { CellValue, ColumnKind } from './types.ts';

/** What a column sorts by: numbers for ids and numbers, normalized text for the rest. */
export type SortKey = number | string;

const nonAscii = /[^\u0020-\u007e]/;
// The accents Latin letters decompose into; narrower than \p{M} and several times faster.
const combiningMarks = /[\u0300-\u036f]/g;

/** Lower case without accents, so 'emile' finds 'Émile' and both sort beside 'Emma'. */
export function normalizeText(value: string): string {
  const lower = value.toLowerCase();
  // Most values are plain ASCII; skipping the Unicode decomposition for them keeps keys cheap.
  return nonAscii.test(lower) ? lower.normalize('NFD').replace(combiningMarks, '') : lower;
}

/** The number a value stands for, accepting numeric strings ('10'); NaN when it is none. */
export function toNumber(value: CellValue): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
}

/** The text a cell shows for its kind (status and image cells show theirs in a badge or popup). */
export function displayText(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === undefined) return '';
  // The API sends 'YYYY-MM-DD HH:mm:ss'; lists show the date alone.
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

export function sortKey(kind: ColumnKind, value: CellValue): SortKey {
  if (kind === 'id' || kind === 'number') {
    const number = toNumber(value);
    // Values that are not numbers sort before every number, ascending, as empty text does.
    return Number.isNaN(number) ? Number.NEGATIVE_INFINITY : number;
  }
  // Dates compare by their full text, which for 'YYYY-MM-DD HH:mm:ss' is chronological.
  if (kind === 'date') return value === null || value === undefined ? '' : String(value);
  return normalizeText(displayText(kind, value));
}

/** What a column filter searches: the shown text, normalized as the typed text is. */
export function searchText(kind: ColumnKind, value: CellValue): string {
  return normalizeText(displayText(kind, value));
}

/** The typed filter text as the search texts hold theirs; blank means no filter. */
export function normalizeFilter(value: string): string {
  return normalizeText(value.trim());
}

const imageUrl = /\.(jpe?g|png|gif)/i;

/** Only values that name a picture get a preview; others (a video URL, a path) show as text. */
export function isPreviewableImage(value: CellValue): value is string {
  return typeof value === 'string' && imageUrl.test(value);
}
