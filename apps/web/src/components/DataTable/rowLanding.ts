/** Where a row stands in a table: the page that shows it, or hidden when the filters leave it out. */
export type RowLanding = { page: number } | 'hidden';

/**
 * The page of `rowId` among the rows a table shows, `positions` being those rows in the table's
 * own order after its filters (the table's row model): so the page is right for any sort.
 */
export function landingOf<T>({
  rowId,
  rows,
  positions,
  getRowId,
  pageSize,
}: {
  rowId: string;
  rows: readonly T[];
  positions: readonly number[];
  getRowId: (row: T, index: number) => string;
  pageSize: number;
}): RowLanding {
  const at = positions.findIndex((position) => getRowId(rows[position] as T, position) === rowId);
  return at < 0 ? 'hidden' : { page: Math.floor(at / pageSize) + 1 };
}
