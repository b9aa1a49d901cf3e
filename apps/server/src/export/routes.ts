import {
  type ExportListInput,
  exportableLists,
  exportHeaders,
  fieldMessage,
  filterMessage,
  filterProblem,
  isAllowed,
  isRelationColumn,
  type ListColumn,
  type LoggedUser,
  viewPositions,
  visibleColumns,
} from '@masthead/contract';
import { defineHandlers } from '../http/calls.ts';
import { fieldError, permissionDenied } from '../http/errors.ts';
import { StreamedFile } from '../http/streamed-file.ts';
import { publicMediaBase } from '../media/storage.ts';
import { csvStream } from './csv-stream.ts';
import { withFileNameColumns } from './file-names.ts';
import { loadListRows } from './sources.ts';

type Row = Record<string, unknown>;

/**
 * The list's view as the browser described it, checked against the list's own columns: a
 * column the list does not have, or cannot sort or filter by, is refused rather than ignored,
 * so a file never silently differs from the screen.
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

/** 'users-2026-11-23.csv': the list and the day, so exports of several days sort by name. */
const fileNameOf = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

export const exportHandlers = defineHandlers({
  'export-service/export-list': async ({ input, user, services: { db, config } }) => {
    const list = exportableLists[input.list];
    // The table lets anyone who reads some list ask; this list's own permission decides.
    if (!isAllowed((user as LoggedUser).permissions, list.access))
      throw permissionDenied(list.access as readonly string[]);
    const columns = (list.columnsFor?.(input) ?? list.columns) as readonly ListColumn<Row>[];
    const { sort, filters, search, ids, visible } = checkedView(columns, input);
    if (input.list === 'impressions' && !input.report) throw fieldError('report', fieldMessage.required);
    const rows = await loadListRows(db, input.list, {
      projectType: input.project_type,
      withRelations: [...visible.map((column) => column.id), ...Object.keys(filters)].some(isRelationColumn),
      report: input.report,
    });
    const positions = viewPositions(rows, columns, { sort, filters, search, columns: ids });
    return new StreamedFile({
      body: csvStream({
        rows,
        positions,
        columns: await withFileNameColumns(
          db,
          input.list,
          visible,
          publicMediaBase(config) ?? `${config.publicUrl}/media/`,
        ),
      }),
      contentType: 'text/csv; charset=utf-8',
      fileName: fileNameOf(list.fileName),
      headers: { [exportHeaders.rowCount]: String(positions.length) },
    });
  },
});
