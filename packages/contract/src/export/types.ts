/** What a cell holds before it is shown: the list APIs answer scalars. */
export type CellValue = string | number | boolean | null | undefined;

/**
 * How a column is shown, sorted and filtered: `id` and `number` sort as numbers (also when the API
 * sends numeric strings), `status` is a coloured badge, `date` shows its first 10 characters,
 * `image` is a button with a preview popup.
 */
export type ColumnKind = 'text' | 'id' | 'number' | 'status' | 'date' | 'image';

/**
 * How a column filters, derived once from its definition: free text by "contains", an id or a
 * number by the exact number, a fixed set of values (status, technology…) or a relation (an
 * item's tags) by any of the values picked, a date by a from/to range of days.
 */
export type FilterKind = 'text' | 'number' | 'choice' | 'dateRange';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/**
 * What sorting, filtering and exporting need of a column: the browser's table columns add how
 * a cell is drawn, the server's export reads the same definition.
 */
export interface ViewColumn<T> {
  id: string;
  /** The visible column title, and the CSV header. */
  header?: string;
  kind?: ColumnKind;
  accessor?: (row: T) => CellValue;
  /** Defaults to true. */
  sortable?: boolean;
  /** Defaults to true. */
  filterable?: boolean;
  /** How it filters, when its kind and choices do not say (see `filterKindOf` in filters.ts). */
  filter?: FilterKind;
  /** The fixed set of values it holds (a technology, a legal type): filtered by picking some. */
  choices?: readonly string[];
  /** Readable names of some choices by code ('Content type'); the URL keeps the codes. */
  choiceLabels?: Readonly<Record<string, string>>;
  /**
   * A cell that lists several values (a tag's levels, an item's tag ids): the values a choice
   * filter matches, any of them. Without it, the cell's value.
   */
  filterValues?: (row: T) => readonly string[];
  /** Offered in the column chooser but not shown until the user picks it (an item's tags). */
  isHiddenByDefault?: boolean;
}

/**
 * The columns of every list screen, written once: the browser's tables show them (adding how a
 * cell is drawn) and the server exports them, so a CSV has exactly the columns, values, sort and
 * filter semantics of the table it was asked from.
 */
export interface ListColumn<T> extends ViewColumn<T> {
  header: string;
}
