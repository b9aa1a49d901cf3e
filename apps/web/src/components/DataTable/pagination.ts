import { wholeNumberText } from '@masthead/contract';

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** A page past the end (a stale link after rows were removed) shows the last page instead. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), pages);
}

/** 'Showing 21–40 of 20,000', with '(filtered from …)' when filters hide some rows. */
export function rangeText(options: { page: number; pageSize: number; shown: number; total: number }): string {
  const { page, pageSize, shown, total } = options;
  const filtered = shown < total ? ` (filtered from ${wholeNumberText(total)})` : '';
  if (shown === 0) return `Showing 0 of 0${filtered}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, shown);
  return `Showing ${wholeNumberText(first)}–${wholeNumberText(last)} of ${wholeNumberText(shown)}${filtered}`;
}
