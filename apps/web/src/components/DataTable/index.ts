export { StatusBadge } from './cells.tsx';
export { DataTable } from './DataTable.tsx';
export { QueryTable } from './QueryTable.tsx';
export { RowAction, type RowActionIcon } from './RowAction.tsx';
export { RowLinks, type RowScreen } from './RowLinks.tsx';
export { listModeInput, type ServerList, withChoiceLabels } from './server/serverList.ts';
export { useListMode } from './server/useListMode.ts';
export type { StatusTone } from './status.ts';
export { paramNames, type TableState } from './tableState.ts';
export type {
  CellValue,
  ColumnKind,
  DataTableColumn,
  DataTableProps,
  SortDirection,
  SortState,
} from './types.ts';
export {
  type DataTableStateHandle,
  type DataTableStateOptions,
  type DataTableView,
  pageSizesFor,
  useDataTableState,
} from './useDataTableState.ts';
