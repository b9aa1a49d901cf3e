import { pageSizes as offeredPageSizes, visibleColumns } from '@masthead/contract';
import { useMemo } from 'react';
import { type TableState, type TableStateSchema, visibleColumnIds } from './tableState.ts';
import type { DataTableColumn, SortState } from './types.ts';
import { useTableState } from './useTableState.ts';

export interface DataTableStateOptions<T> {
  columns: readonly DataTableColumn<T>[];
  /** As given to the DataTable: the same prefix reads the same table's state. */
  paramPrefix?: string;
  defaultSort?: SortState;
  /** The list's own page size. */
  pageSize?: number;
}

/** What a table shows now, its defaults applied: for exports, selections and saved views. */
export interface DataTableView<T> {
  sort: SortState | null;
  /** Column id to the filter's text. */
  filters: Readonly<Record<string, string>>;
  /** The list's search box as typed. */
  search: string;
  /** The visible columns in their order. */
  columns: readonly DataTableColumn<T>[];
  columnIds: readonly string[];
  pageSize: number;
  page: number;
}

/** The page sizes of a list: the usual ones and the list's own, in order. */
export function pageSizesFor(pageSize: number): number[] {
  return [...new Set([...offeredPageSizes, pageSize])].sort((a, b) => a - b);
}

/**
 * A table's state from the URL with its defaults applied, and the raw state and its writer for
 * the table itself. Any component given the DataTable's columns and options reads the same state,
 * so a toolbar, an export or a view menu never holds a copy that could drift from the rows shown.
 */
export function useDataTableState<T>(options: DataTableStateOptions<T>) {
  const { columns, paramPrefix = '', defaultSort, pageSize: ownPageSize = 20 } = options;
  const schema = useMemo<TableStateSchema>(
    () => ({
      sortableIds: columns.filter((column) => column.sortable ?? true).map((column) => column.id),
      filterable: columns.filter((column) => column.filterable ?? true),
      columnIds: columns.map((column) => column.id),
      defaultColumnIds: visibleColumns(columns).map((column) => column.id),
      pageSizes: pageSizesFor(ownPageSize),
      prefix: paramPrefix,
    }),
    [columns, paramPrefix, ownPageSize],
  );
  const [state, update] = useTableState(schema);
  const fallbackSort = defaultSort && schema.sortableIds.includes(defaultSort.columnId) ? defaultSort : null;
  const view = useMemo<DataTableView<T>>(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    const ids = visibleColumnIds(state, schema);
    return {
      sort: state.sort ?? fallbackSort,
      filters: state.filters,
      search: state.search,
      columns: ids.flatMap((id) => byId.get(id) ?? []),
      columnIds: ids,
      pageSize: state.pageSize ?? ownPageSize,
      page: state.page,
    };
  }, [columns, state, schema, fallbackSort, ownPageSize]);
  return { view, state, update, schema, fallbackSort };
}

/** The state a table's toolbar reads and changes; see `useDataTableState`. */
export type DataTableStateHandle<T> = ReturnType<typeof useDataTableState<T>>;
export type { TableState };
