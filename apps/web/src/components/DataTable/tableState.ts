import type { SortDirection, SortState } from './types.ts';

/**
 * The table's sort, filters and page as they live in the URL query, so a reload or a shared link
 * shows the same rows: `?sort=username&dir=desc&page=3&f_username=ann`. Parameters that belong
 * to the screen (projects' `?type=`) are never touched, and values that do not fit the table
 * (an unknown column, a page of 'abc') are ignored rather than reported.
 */
export interface TableState {
  sort: SortState | null;
  /** 1-based; may exceed the page count, which only the rows can tell. */
  page: number;
  /** Column id to the text as typed; only columns with a non-blank filter appear. */
  filters: Readonly<Record<string, string>>;
}

export interface TableStateSchema {
  sortableIds: readonly string[];
  filterableIds: readonly string[];
  /** Put before every parameter name; empty for the usual one table per screen. */
  prefix: string;
}

export const emptyTableState: TableState = { sort: null, page: 1, filters: {} };

export function paramNames(prefix: string) {
  return {
    sort: `${prefix}sort`,
    dir: `${prefix}dir`,
    page: `${prefix}page`,
    filter: (columnId: string) => `${prefix}f_${columnId}`,
  };
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseTableState(params: URLSearchParams, schema: TableStateSchema): TableState {
  const names = paramNames(schema.prefix);
  const sortId = params.get(names.sort);
  const direction: SortDirection = params.get(names.dir) === 'desc' ? 'desc' : 'asc';
  const sort =
    sortId !== null && schema.sortableIds.includes(sortId) ? { columnId: sortId, direction } : null;
  const filters: Record<string, string> = {};
  for (const columnId of schema.filterableIds) {
    const value = params.get(names.filter(columnId));
    if (value !== null && value.trim() !== '') filters[columnId] = value;
  }
  return { sort, page: parsePage(params.get(names.page)), filters };
}

/** A copy of `params` carrying `state`; only the table's own parameters change. */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  schema: TableStateSchema,
): URLSearchParams {
  const names = paramNames(schema.prefix);
  const next = new URLSearchParams(params);
  if (state.sort) {
    next.set(names.sort, state.sort.columnId);
    next.set(names.dir, state.sort.direction);
  } else {
    next.delete(names.sort);
    next.delete(names.dir);
  }
  if (state.page > 1) next.set(names.page, String(state.page));
  else next.delete(names.page);
  for (const columnId of schema.filterableIds) {
    const value = state.filters[columnId];
    if (value !== undefined && value.trim() !== '') next.set(names.filter(columnId), value);
    else next.delete(names.filter(columnId));
  }
  return next;
}

/** A new column sorts ascending; the sorted one flips. There is no unsorted third click. */
export function toggleSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Page 1 after a new order: the rows the user was looking at have moved anyway. */
export function withSortToggled(state: TableState, current: SortState | null, columnId: string): TableState {
  return { ...state, sort: toggleSort(current, columnId), page: 1 };
}

/** Page 1 after a filter change, since the old page may no longer exist. */
export function withFilter(state: TableState, columnId: string, value: string): TableState {
  const filters: Record<string, string> = { ...state.filters };
  if (value.trim() === '') delete filters[columnId];
  else filters[columnId] = value;
  return { ...state, filters, page: 1 };
}

export function withoutFilters(state: TableState): TableState {
  return { ...state, filters: {}, page: 1 };
}

export function withPage(state: TableState, page: number): TableState {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

export function hasFilters(state: TableState): boolean {
  return Object.keys(state.filters).length > 0;
}
