import { readFilter, type ViewColumn } from '@masthead/contract';
import type { SortDirection, SortState } from './types.ts';

/**
 * The table's sort, filters, search, page, columns and page size as they live in the URL query,
 * so a reload or a shared link shows the same rows:
 * `?sort=username&dir=desc&page=3&f_username=ann&q=smith&cols=username,status&size=50`.
 * Each filter is one parameter `f_<column>` whose form depends on the column's filter kind
 * (the contract's filters.ts):
 * - text: the text a cell contains, any case or accents: `f_username=ann`;
 * - id or number: the exact number: `f_id=42`;
 * - choice: the codes (or, for an item's projects, categories and tags, the ids) any of which
 *   a row has, comma-separated: `f_status=ACTIVE`, `f_status=ACTIVE,INACTIVE`, `f_tags=3,7`;
 * - date: a from..to range of days, both included, either end optional:
 *   `f_creation_datetime=2026-01-01..2026-03-31`, `..2026-03-31`, `2026-01-01..`.
 * `q` is the list's own search over its visible columns. Parameters that belong to the screen
 * (projects' `?type=`) are never touched, and values that do not fit the table (an unknown
 * column, a page of 'abc', a status of 'MAYBE') are ignored rather than reported.
 */
export interface TableState {
  sort: SortState | null;
  /** 1-based; may exceed the page count, which only the rows can tell. */
  page: number;
  /** Column id to the filter's text; only columns with a filter that fits them appear. */
  filters: Readonly<Record<string, string>>;
  /** The list's search box as typed; '' for none. */
  search: string;
  /** The visible columns in their order; null shows the list's own columns. */
  columns: readonly string[] | null;
  /** Rows per page; null keeps the list's own. */
  pageSize: number | null;
}

/** What the URL's reading needs of a filterable column: how it filters. */
export type FilterableColumn = Pick<ViewColumn<never>, 'id' | 'kind' | 'filter' | 'choices'>;

export interface TableStateSchema {
  sortableIds: readonly string[];
  filterable: readonly FilterableColumn[];
  /** Every column, in the list's own order. */
  columnIds: readonly string[];
  /** The columns shown until the user chooses (every one but those hidden by default), in order. */
  defaultColumnIds: readonly string[];
  /** The page sizes the user may choose. */
  pageSizes: readonly number[];
  /** Put before every parameter name; empty for the usual one table per screen. */
  prefix: string;
}

export const emptyTableState: TableState = {
  sort: null,
  page: 1,
  filters: {},
  search: '',
  columns: null,
  pageSize: null,
};

export function paramNames(prefix: string) {
  return {
    sort: `${prefix}sort`,
    dir: `${prefix}dir`,
    page: `${prefix}page`,
    filter: (columnId: string) => `${prefix}f_${columnId}`,
    search: `${prefix}q`,
    columns: `${prefix}cols`,
    size: `${prefix}size`,
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
  for (const column of schema.filterable) {
    const value = params.get(names.filter(column.id));
    if (value === null) continue;
    const filter = readFilter(column, value);
    if (filter !== null && filter !== 'invalid') filters[column.id] = value;
  }
  return {
    sort,
    page: parsePage(params.get(names.page)),
    filters,
    search: params.get(names.search) ?? '',
    columns: parseColumns(params.get(names.columns), schema.columnIds),
    pageSize: parsePageSize(params.get(names.size), schema.pageSizes),
  };
}

/** Known columns, each once, in the order given; null when none is left, so the list shows its own. */
function parseColumns(value: string | null, columnIds: readonly string[]): string[] | null {
  if (value === null) return null;
  const known = [...new Set(value.split(','))].filter((id) => columnIds.includes(id));
  return known.length > 0 ? known : null;
}

function parsePageSize(value: string | null, pageSizes: readonly number[]): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const size = Number(value);
  return pageSizes.includes(size) ? size : null;
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
  for (const { id } of schema.filterable) {
    const value = state.filters[id];
    if (value !== undefined && value.trim() !== '') next.set(names.filter(id), value);
    else next.delete(names.filter(id));
  }
  if (state.search.trim() !== '') next.set(names.search, state.search);
  else next.delete(names.search);
  if (state.columns) next.set(names.columns, state.columns.join(','));
  else next.delete(names.columns);
  if (state.pageSize) next.set(names.size, String(state.pageSize));
  else next.delete(names.size);
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

/** Page 1 after a new search, as after a filter. */
export function withSearch(state: TableState, search: string): TableState {
  return { ...state, search, page: 1 };
}

/** No filters and no search: every row again. */
export function withoutFilters(state: TableState): TableState {
  return { ...state, filters: {}, search: '', page: 1 };
}

export function withPage(state: TableState, page: number): TableState {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

export function hasFilters(state: TableState): boolean {
  return Object.keys(state.filters).length > 0 || state.search.trim() !== '';
}

/** The columns shown, in order: the chosen ones, else the list's own. */
export function visibleColumnIds(
  state: TableState,
  schema: Pick<TableStateSchema, 'defaultColumnIds'>,
): readonly string[] {
  return state.columns ?? schema.defaultColumnIds;
}

/** The list's own columns again are written as no choice at all, so the URL stays short. */
export function withColumns(
  state: TableState,
  columns: readonly string[],
  defaultColumnIds: readonly string[],
): TableState {
  const isDefault =
    columns.length === defaultColumnIds.length &&
    columns.every((id, index) => defaultColumnIds[index] === id);
  return { ...state, columns: isDefault || columns.length === 0 ? null : [...columns] };
}

/** Page 1 after a new page size: the old page's rows are spread differently now. */
export function withPageSize(state: TableState, pageSize: number | null): TableState {
  return { ...state, pageSize, page: 1 };
}

/**
 * Shows a hidden column where the list has it: after the nearest visible column that comes
 * before it in the list's own order, or first when none does.
 */
export function showColumn(
  visible: readonly string[],
  columnId: string,
  columnIds: readonly string[],
): string[] {
  if (visible.includes(columnId)) return [...visible];
  const before = columnIds.slice(0, Math.max(0, columnIds.indexOf(columnId))).reverse();
  const anchor = before.find((id) => visible.includes(id));
  const at = anchor === undefined ? 0 : visible.indexOf(anchor) + 1;
  return [...visible.slice(0, at), columnId, ...visible.slice(at)];
}

/** Hides a column, unless it is the last one shown: a table without columns shows nothing. */
export function hideColumn(visible: readonly string[], columnId: string): string[] {
  const next = visible.filter((id) => id !== columnId);
  return next.length === 0 ? [...visible] : next;
}

/** Moves a visible column one place earlier (-1) or later (+1); at either end it stays. */
export function moveColumn(visible: readonly string[], columnId: string, step: -1 | 1): string[] {
  const from = visible.indexOf(columnId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= visible.length) return [...visible];
  const next = [...visible];
  next[from] = next[to] as string;
  next[to] = columnId;
  return next;
}
