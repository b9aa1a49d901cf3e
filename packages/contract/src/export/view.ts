import { normalizeFilter } from './cellKey.ts';
import { createKeyIndex, filterPositions, sortPositions } from './rowModel.ts';
import type { SortState, ViewColumn } from './types.ts';

/** What a list shows: its order, its filters as typed, and its visible columns in order. */
export interface ListView {
  sort: SortState | null;
  /** Column id to the text as typed; blank texts filter nothing. */
  filters: Readonly<Record<string, string>>;
  /** Visible column ids in order; absent means the list's default columns. */
  columns?: readonly string[];
}

/** The filters as the table applies them: normalized [column, text] pairs, blanks left out. */
export const filterList = (filters: Readonly<Record<string, string>>): [string, string][] =>
  Object.entries(filters)
    .map(([columnId, text]): [string, string] => [columnId, normalizeFilter(text)])
    .filter(([, text]) => text !== '');

/**
 * Positions of the rows a table shows for `view`, every page together, in its order: the same
 * steps the browser's table takes, so an export holds exactly the rows on screen.
 */
export function viewPositions<T extends object>(
  rows: readonly T[],
  columns: readonly ViewColumn<T>[],
  view: Pick<ListView, 'sort' | 'filters'>,
): readonly number[] {
  const sortable = columns.filter((column) => column.sortable ?? true);
  const filterable = columns.filter((column) => column.filterable ?? true);
  const sort = view.sort && sortable.some((column) => column.id === view.sort?.columnId) ? view.sort : null;
  const filters = filterList(view.filters).filter(([id]) => filterable.some((column) => column.id === id));
  const index = createKeyIndex(rows, columns);
  return filterPositions(index, sortPositions(index, sort), filters);
}

/** The visible columns of `view` in its order; absent or empty means every default column. */
export function visibleColumns<C extends { id: string }>(
  columns: readonly C[],
  ids?: readonly string[],
): C[] {
  if (!ids || ids.length === 0) return [...columns];
  return ids.flatMap((id) => columns.filter((column) => column.id === id));
}
