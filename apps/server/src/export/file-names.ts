import { type ExportListKey, findContentType, type ListColumn, readValue } from '@masthead/contract';
import { and, eq, sql } from 'drizzle-orm';
import { contentItems } from '../content/schema.ts';
import type { Db } from '../db/client.ts';

type Row = Record<string, unknown>;

const storedPrefix = '/media/';

/** 'Image 1 file name': the header of the column beside a file column. */
export const fileNameHeader = (header: string) => `${header} file name`;

/**
 * A content list's file columns hold content-addressed URLs, which say nothing to a person; each
 * visible one is followed in the CSV by the names its files were uploaded under (empty for files
 * stored before names were kept). Read in one query of the type's items, keyed by id. The URLs
 * themselves are written whole, under `mediaBase` (MEDIA_PUBLIC_URL, or this server's /media/):
 * a spreadsheet has no page to resolve '/media/…' against.
 */
export async function withFileNameColumns(
  db: Db,
  list: ExportListKey,
  columns: readonly ListColumn<Row>[],
  mediaBase: string,
): Promise<readonly ListColumn<Row>[]> {
  const definition = list.startsWith('content/') ? findContentType(list.slice('content/'.length)) : undefined;
  const fileColumns = columns.filter((column) => column.kind === 'image');
  if (!definition || fileColumns.length === 0) return columns;
  const names = sql.join(
    fileColumns.map((column) => sql`${contentItems.media} -> ${column.id}::text ->> 'originalName'`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select ${contentItems.id} as id, json_build_array(${names}) as names from ${contentItems}
      where ${and(eq(contentItems.type, definition.type), sql`${contentItems.media} <> '{}'::jsonb`)}`,
  )) as unknown as { rows: { id: number; names: (string | null)[] | string }[] };
  const byId = new Map(
    result.rows.map((row) => [
      Number(row.id),
      (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as (string | null)[],
    ]),
  );
  return columns.flatMap((column) => {
    const index = fileColumns.indexOf(column);
    if (index < 0) return [column];
    const urlColumn: ListColumn<Row> = {
      ...column,
      accessor: (row) => {
        const url = readValue(column, row);
        return typeof url === 'string' && url.startsWith(storedPrefix)
          ? `${mediaBase}${url.slice(storedPrefix.length)}`
          : url;
      },
    };
    const nameColumn: ListColumn<Row> = {
      id: `${column.id}_file_name`,
      header: fileNameHeader(column.header),
      kind: 'text',
      accessor: (row) => byId.get(Number(row.id))?.[index] ?? '',
    };
    return [urlColumn, nameColumn];
  });
}
