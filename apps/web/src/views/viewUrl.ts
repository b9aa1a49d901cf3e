import { pageSizes, type ViewState, viewLimits } from '@masthead/contract';
import { paramNames } from '../components/DataTable/index.ts';

/** Where a list keeps its state in the URL: its table's prefix and the screen's own parameters. */
export interface ViewPlace {
  /** The DataTable's `paramPrefix`. */
  prefix: string;
  /** The screen's parameters a view keeps too: the projects list's `type`, a report's `date_from`. */
  screenParams: readonly string[];
}

/** The URL parameter naming the view the list was opened from. */
export const viewParam = 'view';

const urlName = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * The view a URL shows. It reads the table's parameters as written, without knowing its columns:
 * the table ignores whatever no longer fits, so a view saved before a column was dropped still opens.
 */
export function readViewState(params: URLSearchParams, { prefix, screenParams }: ViewPlace): ViewState {
  const names = paramNames(prefix);
  const filterPrefix = names.filter('');
  const sortColumn = params.get(names.sort);
  const filters: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!name.startsWith(filterPrefix) || value.trim() === '') continue;
    const column = name.slice(filterPrefix.length);
    if (urlName.test(column) && Object.keys(filters).length < viewLimits.filters) {
      filters[column] = value.slice(0, viewLimits.filterChars);
    }
  }
  const columns = [...new Set((params.get(names.columns) ?? '').split(','))]
    .filter((id) => urlName.test(id))
    .slice(0, viewLimits.columns);
  const search = (params.get(names.search) ?? '').slice(0, viewLimits.filterChars);
  const size = Number(params.get(names.size));
  const screen: Record<string, string> = {};
  for (const name of screenParams) {
    const value = params.get(name);
    if (value !== null && value !== '') screen[name] = value.slice(0, viewLimits.filterChars);
  }
  return {
    sort:
      sortColumn !== null && urlName.test(sortColumn)
        ? { column: sortColumn, direction: params.get(names.dir) === 'desc' ? 'desc' : 'asc' }
        : null,
    filters,
    search: search.trim() === '' ? '' : search,
    columns: columns.length > 0 ? columns : null,
    pageSize: pageSizes.find((allowed) => allowed === size) ?? null,
    params: screen,
  };
}

/** A copy of `params` showing `state` from the first page; other tables' parameters stay. */
export function writeViewState(
  params: URLSearchParams,
  state: ViewState,
  { prefix, screenParams }: ViewPlace,
): URLSearchParams {
  const names = paramNames(prefix);
  const filterPrefix = names.filter('');
  const next = new URLSearchParams(params);
  for (const name of [...next.keys()]) {
    if (name.startsWith(filterPrefix)) next.delete(name);
  }
  for (const name of [
    names.sort,
    names.dir,
    names.page,
    names.search,
    names.columns,
    names.size,
    ...screenParams,
  ]) {
    next.delete(name);
  }
  for (const [name, value] of Object.entries(state.params)) {
    if (screenParams.includes(name)) next.set(name, value);
  }
  if (state.sort) {
    next.set(names.sort, state.sort.column);
    next.set(names.dir, state.sort.direction);
  }
  for (const [column, value] of Object.entries(state.filters)) next.set(names.filter(column), value);
  // Views saved before the search box have none.
  if (state.search) next.set(names.search, state.search);
  if (state.columns) next.set(names.columns, state.columns.join(','));
  if (state.pageSize) next.set(names.size, String(state.pageSize));
  return next;
}

const sortedEntries = (record: Readonly<Record<string, string>>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** One text per distinct view state, so two states compare equal whatever their key order. */
export function viewStateKey(state: ViewState): string {
  return JSON.stringify([
    state.sort,
    sortedEntries(state.filters),
    state.search ?? '',
    state.columns,
    state.pageSize,
    sortedEntries(state.params),
  ]);
}
