import {
  type ExportListInput,
  exportableLists,
  fieldMessage,
  filterMessage,
  filterProblem,
  isAllowed,
  isRelationColumn,
  type ListColumn,
  type LoggedUser,
  visibleColumns,
} from '@masthead/contract';
import { fieldError, permissionDenied } from '../http/errors.ts';

export type Row = Record<string, unknown>;

/**
 * The list's view as the browser described it, checked against the list's own columns: a
 * column the list does not have, or cannot sort or filter by, is refused rather than ignored,
 * so a file or a page never silently differs from what the table asked for.
 */
function checkedView(columns: readonly ListColumn<Row>[], input: ExportListInput) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const { sort, filters = {}, search = '', columns: ids } = input;
  if (sort && !(byId.has(sort.columnId) && (byId.get(sort.columnId)?.sortable ?? true)))
    throw fieldError('sort', fieldMessage.invalid);
  for (const [id, text] of Object.entries(filters)) {
    const column = byId.get(id);
    if (!(column && (column.filterable ?? true))) throw fieldError(`filters.${id}`, filterMessage.notAColumn);
    const problem = filterProblem(column, text);
    if (problem) throw fieldError(`filters.${id}`, problem);
  }
  if (ids && (new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))))
    throw fieldError('columns', fieldMessage.invalid);
  return { sort: sort ?? null, filters, search, ids, visible: visibleColumns(columns, ids) };
}

/**
 * What the export and the page call both do first: the list's own permission (the call table
 * lets anyone who reads some list ask), then the view checked against that list's columns.
 */
export function checkedListView(input: ExportListInput, user: LoggedUser | undefined) {
  const list = exportableLists[input.list];
  if (!isAllowed(user?.permissions ?? [], list.access))
    throw permissionDenied(list.access as readonly string[]);
  const columns = (list.columnsFor?.(input) ?? list.columns) as readonly ListColumn<Row>[];
  const view = checkedView(columns, input);
  if (input.list === 'impressions' && !input.report) throw fieldError('report', fieldMessage.required);
  const withRelations = [...view.visible.map((column) => column.id), ...Object.keys(view.filters)].some(
    isRelationColumn,
  );
  return { list, columns, withRelations, ...view };
}
