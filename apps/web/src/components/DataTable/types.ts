import type { ReactNode } from 'react';

/** What a cell holds before it is shown: the list APIs answer scalars. */
export type CellValue = string | number | boolean | null | undefined;

/**
 * How a column is shown, sorted and filtered: `id` and `number` sort as numbers (also when the API
 * sends numeric strings), `status` is a coloured badge, `date` shows its first 10 characters,
 * `image` is a button with a preview popup.
 */
export type ColumnKind = 'text' | 'id' | 'number' | 'status' | 'date' | 'image';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** Keys of T whose values a cell can show as they are, so a column of an array field needs an accessor. */
export type ScalarKey<T> = {
  [K in keyof T & string]: T[K] extends CellValue ? K : never;
}[keyof T & string];

interface ColumnBase<T> {
  /** The visible column title; also names the sort button and the filter ('Filter Username'). */
  header: string;
  kind?: ColumnKind;
  /** Renders the cell instead of the kind's default; sorting and filtering still use the value. */
  cell?: (row: T) => ReactNode;
  /** Defaults to true. */
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
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
  /** Controls shown above the table, before its column chooser (an export button, bulk actions). */
  toolbar?: ReactNode;
}

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableName;
