import { statuses } from '../choices.ts';
import { normalizeFilter, toNumber } from './cellKey.ts';
import { filterMessage } from './messages.ts';
import type { CellValue, FilterKind, ViewColumn } from './types.ts';

/**
 * A filter as the URL, a saved view and an export hold it is one text (`f_status=ACTIVE,DRAFT`);
 * this is that text read for its column's kind.
 */
export type ColumnFilter =
  | { kind: 'text'; needle: string }
  | { kind: 'number'; value: number }
  /** Codes (or ids) any of which a row must have. */
  | { kind: 'choice'; values: readonly string[] }
  /** Inclusive days 'YYYY-MM-DD'; null leaves that end open. */
  | { kind: 'dateRange'; from: string | null; to: string | null };

type FilterSource = Pick<ViewColumn<never>, 'kind' | 'filter' | 'choices'>;

/** The column's filter kind: said by its definition, else from its values' kind. */
export function filterKindOf(column: FilterSource): FilterKind {
  if (column.filter) return column.filter;
  if (column.choices || column.kind === 'status') return 'choice';
  if (column.kind === 'id' || column.kind === 'number') return 'number';
  if (column.kind === 'date') return 'dateRange';
  return 'text';
}

/** The values a choice column offers; a status column's are ACTIVE and INACTIVE. */
export const choicesOf = (column: FilterSource): readonly string[] | undefined =>
  column.choices ?? (column.kind === 'status' ? statuses : undefined);

/** Separates a choice filter's values: codes and ids never hold a comma. */
export const choiceSeparator = ',';
/** Separates a date range's ends: `2026-01-01..2026-03-31`, `2026-01-01..`, `..2026-03-31`. */
export const rangeSeparator = '..';

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => {
  if (!day.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
const numberText = /^-?\d{1,15}(\.\d{1,6})?$/;
const idText = /^[1-9]\d{0,14}$/;

/**
 * The filter `text` stands for on `column`: null when blank (it filters nothing), 'invalid' when
 * it cannot be one (a status of 'MAYBE', a range ending before it starts). A choice's codes are
 * found whatever their case, so `active` picks ACTIVE; a choice without a fixed set (a relation)
 * takes ids.
 */
export function readFilter(column: FilterSource, text: string): ColumnFilter | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (filterKindOf(column)) {
    case 'text':
      return { kind: 'text', needle: normalizeFilter(trimmed) };
    case 'number': {
      // An id is a whole positive number: '1.5' or '-1' can never name a row.
      const form = column.kind === 'id' ? idText : numberText;
      return form.test(trimmed) ? { kind: 'number', value: Number(trimmed) } : 'invalid';
    }
    case 'choice': {
      const choices = choicesOf(column);
      const byCase = choices && new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
      const values: string[] = [];
      for (const part of trimmed.split(choiceSeparator)) {
        const token = part.trim();
        if (token === '') continue;
        const value = byCase ? byCase.get(token.toLowerCase()) : idText.test(token) ? token : undefined;
        if (value === undefined) return 'invalid';
        if (!values.includes(value)) values.push(value);
      }
      return values.length > 0 ? { kind: 'choice', values } : null;
    }
    case 'dateRange': {
      const ends = trimmed.includes(rangeSeparator) ? trimmed.split(rangeSeparator) : [trimmed, trimmed];
      if (ends.length !== 2) return 'invalid';
      const [from, to] = ends.map((end) => (end.trim() === '' ? null : end.trim())) as [
        string | null,
        string | null,
      ];
      if ((from === null && to === null) || [from, to].some((end) => end !== null && !isDay(end)))
        return 'invalid';
      if (from !== null && to !== null && from > to) return 'invalid';
      return { kind: 'dateRange', from, to };
    }
  }
}

/** What is wrong with a filter's text for its column, in words; null when it can filter it. */
export function filterProblem(column: FilterSource, text: string): string | null {
  if (readFilter(column, text) !== 'invalid') return null;
  const kind = filterKindOf(column);
  if (kind === 'choice') return filterMessage.choice(choicesOf(column));
  return column.kind === 'id' ? filterMessage.id : filterMessage[kind as 'number' | 'dateRange'];
}

/** The text a filter is kept as: the form `readFilter` reads back. */
export function writeFilter(filter: ColumnFilter): string {
  switch (filter.kind) {
    case 'text':
      return filter.needle;
    case 'number':
      return String(filter.value);
    case 'choice':
      return filter.values.join(choiceSeparator);
    case 'dateRange':
      return `${filter.from ?? ''}${rangeSeparator}${filter.to ?? ''}`;
  }
}

/** The values of a row that a choice filter looks at: its listed values, else its cell's value. */
export function choiceValuesOf<T>(column: Pick<ViewColumn<T>, 'filterValues'>, row: T, value: CellValue) {
  if (column.filterValues) return column.filterValues(row);
  return value === null || value === undefined || value === '' ? [] : [String(value)];
}

/** Whether a cell's number is the one asked; `toNumber` reads numeric strings as the sort does. */
export const isSameNumber = (value: CellValue, wanted: number) => toNumber(value) === wanted;

/** Whether a date cell ('YYYY-MM-DD…') falls within the range's days, both ends included. */
export function isWithinDays(value: CellValue, { from, to }: { from: string | null; to: string | null }) {
  if (value === null || value === undefined || value === '') return false;
  const date = String(value).slice(0, 10);
  return (from === null || date >= from) && (to === null || date <= to);
}
