export { StatusBadge } from './cells.tsx';
export { DataTable } from './DataTable.tsx';
export { RowAction, type RowActionIcon } from './RowAction.tsx';
export type { StatusTone } from './status.ts';
export type {
  CellValue,
  ColumnKind,
  DataTableColumn,
  DataTableProps,
  SortDirection,
  SortState,
} from './types.ts';
