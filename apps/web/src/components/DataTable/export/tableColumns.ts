import type { ListColumn } from '@masthead/contract';
import type { DataTableColumn } from '../types.ts';

/**
 * A list's columns from the contract as the table takes them. The contract's columns name rows'
 * fields by id, as the table's do; the table reads a field by id when a column has no accessor.
 */
export const tableColumns = <T>(columns: readonly ListColumn<T>[]) =>
  columns as unknown as readonly DataTableColumn<T>[];
