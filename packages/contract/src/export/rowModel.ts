import { type SortKey, searchText, sortKey } from './cellKey.ts';
import { type ColumnFilter, choiceValuesOf, isSameNumber, isWithinDays } from './filters.ts';
import type { CellValue, SortDirection, SortState, ViewColumn } from './types.ts';

/**
 * Sorting and filtering over row positions. Each column's sort keys and search texts are
 * computed once per data set, on first use, so a sort of 20,000 rows compares ready-made numbers
 * and strings, and a keystroke in a filter is one pass of `includes` over ready-made texts.
 */
export interface KeyIndex {
  size: number;
  /** Undefined for a column the table does not have. */
  sortKeys: (columnId: string) => readonly SortKey[] | undefined;
  searchTexts: (columnId: string) => readonly string[] | undefined;
  /** The cells' values as read, for exact numbers and date ranges. */
  values: (columnId: string) => readonly CellValue[] | undefined;
  /** Each row's values a choice filter matches (see `filterValues`). */
  choiceValues: (columnId: string) => readonly (readonly string[])[] | undefined;
  /** Row positions sorted by the column, cached per column and direction. */
  order: (columnId: string, direction: SortDirection) => readonly number[] | undefined;
}

function toCellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** The column's value for a row: its accessor, else the field named by its id. */
export function readValue<T extends object>(column: ViewColumn<T>, row: T): CellValue {
  if (column.accessor) return column.accessor(row);
  return toCellValue((row as Record<string, unknown>)[column.id]);
}

/** Rows keep their `id` as key so React reuses their DOM across sorts; else their position. */
export function defaultRowId(row: object, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

export function createKeyIndex<T extends object>(
  rows: readonly T[],
  columns: readonly ViewColumn<T>[],
): KeyIndex {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortKeys = new Map<string, SortKey[]>();
  const searchTexts = new Map<string, string[]>();
  const values = new Map<string, CellValue[]>();
  const choiceValues = new Map<string, (readonly string[])[]>();
  const lazily = <V>(cache: Map<string, V[]>, toKey: (column: ViewColumn<T>, row: T) => V) => {
    return (columnId: string) => {
      const column = byId.get(columnId);
      if (!column) return undefined;
      let keys = cache.get(columnId);
      if (!keys) {
        keys = rows.map((row) => toKey(column, row));
        cache.set(columnId, keys);
      }
      return keys;
    };
  };
  const searchTextsOf = lazily(searchTexts, (column, row) =>
    searchText(column.kind ?? 'text', readValue(column, row)),
  );
  const sortKeysOf = lazily(sortKeys, (column, row) =>
    sortKey(column.kind ?? 'text', readValue(column, row)),
  );
  const valuesOf = lazily(values, (column, row) => readValue(column, row));
  const choiceValuesOfColumn = lazily(choiceValues, (column, row) =>
    choiceValuesOf(column, row, readValue(column, row)),
  );
  const orders = new Map<string, readonly number[]>();
  const orderOf = (columnId: string, direction: SortDirection): readonly number[] | undefined => {
    const keys = sortKeysOf(columnId);
    if (!keys) return undefined;
    const cached = orders.get(`${direction}:${columnId}`);
    if (cached) return cached;
    const ascending = orders.get(`asc:${columnId}`) ?? ascendingOrder(keys);
    orders.set(`asc:${columnId}`, ascending);
    if (direction === 'asc') return ascending;
    const descending = descendingOrder(ascending, keys);
    orders.set(`desc:${columnId}`, descending);
    return descending;
  };
  return {
    size: rows.length,
    sortKeys: sortKeysOf,
    order: orderOf,
    values: valuesOf,
    choiceValues: choiceValuesOfColumn,
    searchTexts: (columnId) => {
      const kind = byId.get(columnId)?.kind ?? 'text';
      // Text-like columns sort by their search text already; share it rather than build it twice.
      const sharesSortKeys = kind === 'text' || kind === 'status' || kind === 'image';
      return sharesSortKeys
        ? (sortKeysOf(columnId) as readonly string[] | undefined)
        : searchTextsOf(columnId);
    },
  };
}

/**
 * Positions of all rows in the sort's order; ties keep the data's order. Unsorted is data order.
 * Each column is sorted once per data set: the other direction is derived from it in one pass.
 */
export function sortPositions(index: KeyIndex, sort: SortState | null): readonly number[] {
  const order = sort ? index.order(sort.columnId, sort.direction) : undefined;
  return order ?? Array.from({ length: index.size }, (_, position) => position);
}

const maxSafe = Number.MAX_SAFE_INTEGER;

/** Positions in ascending key order, ties by position. */
export function ascendingOrder(keys: readonly SortKey[]): number[] {
  const size = keys.length;
  let max = 0;
  for (const key of keys) {
    if (typeof key !== 'number' || !Number.isInteger(key) || key < 0) return sortByComparison(keys);
    if (key > max) max = key;
  }
  if (max * size + size > maxSafe) return sortByComparison(keys);
  // Ids are small non-negative integers: key × size + position orders by key, then position, and a
  // typed array sorts such numbers natively, several times faster than a comparison callback.
  const composite = new Float64Array(size);
  for (let position = 0; position < size; position += 1) {
    composite[position] = (keys[position] as number) * size + position;
  }
  composite.sort();
  return Array.from(composite, (value) => value % size);
}

function sortByComparison(keys: readonly SortKey[]): number[] {
  return Array.from({ length: keys.length }, (_, position) => position).sort((a, b) => {
    const keyA = keys[a] as SortKey;
    const keyB = keys[b] as SortKey;
    if (keyA < keyB) return -1;
    if (keyA > keyB) return 1;
    return a - b;
  });
}

/** The ascending order backwards, except that rows with equal keys keep their data order. */
export function descendingOrder(ascending: readonly number[], keys: readonly SortKey[]): number[] {
  const descending: number[] = [];
  let end = ascending.length;
  while (end > 0) {
    const key = keys[ascending[end - 1] as number];
    let start = end - 1;
    while (start > 0 && keys[ascending[start - 1] as number] === key) start -= 1;
    for (let at = start; at < end; at += 1) descending.push(ascending[at] as number);
    end = start;
  }
  return descending;
}

/** A filter as one test of a row position; undefined for a column the table does not have. */
function positionTest(index: KeyIndex, columnId: string, filter: ColumnFilter) {
  switch (filter.kind) {
    case 'text': {
      const texts = index.searchTexts(columnId);
      return texts && ((position: number) => texts[position]?.includes(filter.needle) ?? false);
    }
    case 'number': {
      const values = index.values(columnId);
      return values && ((position: number) => isSameNumber(values[position], filter.value));
    }
    case 'choice': {
      const rowValues = index.choiceValues(columnId);
      const wanted = new Set(filter.values);
      return (
        rowValues && ((position: number) => rowValues[position]?.some((value) => wanted.has(value)) ?? false)
      );
    }
    case 'dateRange': {
      const values = index.values(columnId);
      return values && ((position: number) => isWithinDays(values[position], filter));
    }
  }
}

/**
 * The positions, in their order, that every filter keeps: [column id, filter] pairs as
 * `readFilter` reads them; a column the table does not have filters nothing out.
 */
export function filterPositions(
  index: KeyIndex,
  positions: readonly number[],
  filters: readonly (readonly [string, ColumnFilter])[],
): readonly number[] {
  const tests = filters.flatMap(([columnId, filter]) => positionTest(index, columnId, filter) ?? []);
  if (tests.length === 0) return positions;
  return positions.filter((position) => tests.every((test) => test(position)));
}

/**
 * The positions, in their order, where any of the columns contains the search text (normalized
 * as a filter's is): the list's own search box, over the columns it shows.
 */
export function searchPositions(
  index: KeyIndex,
  positions: readonly number[],
  search: string,
  columnIds: readonly string[],
): readonly number[] {
  if (search === '') return positions;
  const texts = columnIds.flatMap((columnId) => {
    const column = index.searchTexts(columnId);
    return column ? [column] : [];
  });
  return positions.filter((position) => texts.some((column) => column[position]?.includes(search)));
}
