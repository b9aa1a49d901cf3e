import { exportHeaders, type LoggedUser, viewPositions } from '@masthead/contract';
import { defineHandlers } from '../http/calls.ts';
import { StreamedFile } from '../http/streamed-file.ts';
import { publicMediaBase } from '../media/storage.ts';
import { csvStream } from './csv-stream.ts';
import { withFileNameColumns } from './file-names.ts';
import { loadListRows } from './sources.ts';
import { checkedListView } from './view-check.ts';

/** 'users-2026-11-23.csv': the list and the day, so exports of several days sort by name. */
const fileNameOf = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

export const exportHandlers = defineHandlers({
  'export-service/export-list': async ({ input, user, services: { db, config } }) => {
    const { list, columns, sort, filters, search, ids, visible, withRelations } = checkedListView(
      input,
      user as LoggedUser,
    );
    const rows = await loadListRows(db, input.list, {
      projectType: input.project_type,
      withRelations,
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
