import { normalizeFilter } from './cellKey.ts';
import { type ColumnFilter, readFilter } from './filters.ts';
import {
  createKeyIndex,
  filterPositions,
  type KeyIndex,
  searchPositions,
  sortPositions,
} from './rowModel.ts';
import type { SortState, ViewColumn } from './types.ts';

/** What a list shows: its order, its filters and search as typed, and its visible columns in order. */
export interface ListView {
  sort: SortState | null;
  /** Column id to the filter's text (filters.ts); blank texts filter nothing. */
  filters: Readonly<Record<string, string>>;
  /** The list's own search box: rows where any visible column contains it. */
  search?: string;
  /** Visible column ids in order; absent means the list's default columns. */
  columns?: readonly string[];
}

/**
 * The filters as the table applies them: [column, filter] pairs of the filterable columns, in
 * the filters' order. Blank texts, and texts that cannot filter their column (a URL typed by
 * hand), are left out; the export refuses the latter before it gets here.
 */
export function filterList<T>(
  filters: Readonly<Record<string, string>>,
  columns: readonly ViewColumn<T>[],
): [string, ColumnFilter][] {
  return Object.entries(filters).flatMap(([columnId, text]): [string, ColumnFilter][] => {
    const column = columns.find((candidate) => candidate.id === columnId);
    if (!column || !(column.filterable ?? true)) return [];
    const filter = readFilter(column, text);
    return filter === null || filter === 'invalid' ? [] : [[columnId, filter]];
  });
}

/**
 * Positions of the rows a table shows for `view`, every page together, in its order: the same
 * steps the browser's table takes, so an export holds exactly the rows on screen.
 */
export function viewPositions<T extends object>(
  rows: readonly T[],
  columns: readonly ViewColumn<T>[],
  view: ListView,
): readonly number[] {
  return indexedViewPositions(createKeyIndex(rows, columns), columns, view);
}

/**
 * `viewPositions` over an index built once (createKeyIndex), for a server that answers many
 * pages of one list: its sort keys, texts and orders are computed on first use and kept.
 */
export function indexedViewPositions<T extends object>(
  index: KeyIndex,
  columns: readonly ViewColumn<T>[],
  view: ListView,
): readonly number[] {
  const sortable = columns.filter((column) => column.sortable ?? true);
  const sort = view.sort && sortable.some((column) => column.id === view.sort?.columnId) ? view.sort : null;
  const filtered = filterPositions(index, sortPositions(index, sort), filterList(view.filters, columns));
  const searched = searchedColumnIds(visibleColumns(columns, view.columns));
  return searchPositions(index, filtered, normalizeFilter(view.search ?? ''), searched);
}

/** The columns a list's search reads: those shown as text (an image cell shows an icon, not its address). */
export const searchedColumnIds = (visible: readonly Pick<ViewColumn<never>, 'id' | 'kind'>[]) =>
  visible.filter((column) => column.kind !== 'image').map((column) => column.id);

/** The visible columns of `view` in its order; absent or empty means every default column. */
export function visibleColumns<C extends { id: string; isHiddenByDefault?: boolean }>(
  columns: readonly C[],
  ids?: readonly string[],
): C[] {
  if (!ids || ids.length === 0) return columns.filter((column) => !column.isHiddenByDefault);
  return ids.flatMap((id) => columns.filter((column) => column.id === id));
}
