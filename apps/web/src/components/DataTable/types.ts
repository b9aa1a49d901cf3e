import type { CellValue, ColumnKind, ExportListInput, SortState, ViewColumn } from '@masthead/contract';
import type { ReactNode } from 'react';
import type { RowSelection } from './selection/selection.ts';
import type { ServerList } from './server/serverList.ts';

export type { CellValue, ColumnKind, SortDirection, SortState } from '@masthead/contract';

/** Keys of T whose values a cell can show as they are, so a column of an array field needs an accessor. */
export type ScalarKey<T> = {
  [K in keyof T & string]: T[K] extends CellValue ? K : never;
}[keyof T & string];

/** How a column sorts and filters, as the contract's list columns say (see ViewColumn). */
type ColumnRules<T> = Pick<
  ViewColumn<T>,
  'sortable' | 'filterable' | 'filter' | 'choices' | 'choiceLabels' | 'filterValues' | 'isHiddenByDefault'
>;

interface ColumnBase<T> extends ColumnRules<T> {
  /** The visible column title; also names the sort button and the filter ('Filter Username'). */
  header: string;
  kind?: ColumnKind;
  /** Renders the cell instead of the kind's default; sorting and filtering still use the value. */
  cell?: (row: T) => ReactNode;
}

/** A column showing a field of the row, optionally read through an accessor. */
export interface FieldColumn<T> extends ColumnBase<T> {
  id: ScalarKey<T>;
  accessor?: (row: T) => CellValue;
}

/** A column computed from the row; its id only names it in the URL. */
export interface ComputedColumn<T> extends ColumnBase<T> {
  id: string;
  accessor: (row: T) => CellValue;
}

export type DataTableColumn<T> = FieldColumn<T> | ComputedColumn<T>;

/** A table needs an accessible name: a visible caption, an aria-label, or both. */
export type DataTableName =
  | { caption: string; 'aria-label'?: string }
  | { caption?: undefined; 'aria-label': string };

interface DataTableBaseProps<T> {
  /** `undefined` while the list loads. */
  data: T[] | undefined;
  /** Keep the array stable (module constant or useMemo): a new array rebuilds the table's columns. */
  columns: readonly DataTableColumn<T>[];
  isLoading?: boolean;
  /** Rows per page; the spec gives 20 for most lists and 10 for reports. */
  pageSize?: number;
  /** Buttons for one row (view, edit, clone…), rendered in a last 'Actions' column. */
  rowActions?: (row: T) => ReactNode;
  /** Shown when the list has no rows at all. */
  emptyText?: string;
  /** The row's React key; defaults to its `id` field, else its position. */
  getRowId?: (row: T, index: number) => string;
  /** The order before the user picks one; not written to the URL. */
  defaultSort?: SortState;
  /** Prefixes the table's query parameters, for a screen that has two tables or its own `page`. */
  paramPrefix?: string;
  /** A checkbox per row, and a way to check the page or every matching row. */
  selection?: RowSelection<T>;
  /** Offers the CSV export of the current view: the list, and the screen's own filter of it. */
  exportList?: Omit<ExportListInput, 'sort' | 'filters' | 'search' | 'columns'>;
  /**
   * A list too long to load whole (useListMode says 'paged'): each page of its view is asked of
   * the server, with the same controls, URL state and behaviour, and `data` is not read.
   */
  serverList?: ServerList;
  /** Controls shown above the table, before its column chooser (an export button, bulk actions). */
  toolbar?: ReactNode;
  /**
   * A row to bring into view (one just saved): the table opens the page that holds it in its own
   * order and filters, marks it (aria-current) and scrolls to it.
   */
  highlightRowId?: string;
  /** Told, once, that the filters hide the highlighted row, with a way to clear them that keeps it. */
  onHighlightHidden?: (clearFilters: () => void) => void;
}

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableName;
