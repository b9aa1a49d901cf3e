import {
  type ContentListRow,
  type ContentRelations,
  type ContentTypeDefinition,
  type ContentTypeName,
  isRelationColumn,
  joinRelations,
} from '@masthead/contract';
import { useMemo } from 'react';
import { useCall } from '../api/hooks.ts';
import { type DataTableColumn, useDataTableState } from '../components/DataTable/index.ts';

type Columns = readonly DataTableColumn<ContentListRow>[];

/**
 * A relation column's choices: the ids its items name, in the order of their names, with the
 * names as labels, so the filter offers names and the URL keeps ids.
 */
function withRelationChoices(columns: Columns, relations: ContentRelations | undefined): Columns {
  if (!relations) return columns;
  return columns.map((column) => {
    if (!isRelationColumn(column.id)) return column;
    const names = relations.names[column.id];
    const choices = Object.keys(names).sort((a, b) => (names[a] ?? '').localeCompare(names[b] ?? ''));
    return { ...column, choices, choiceLabels: names };
  });
}

/**
 * The list's rows and columns with the items' projects, categories and tags, loaded (one cached
 * call for the whole list) only once the table shows or filters one of them.
 */
export function useRelatedRows(
  definition: ContentTypeDefinition,
  rows: ContentListRow[] | undefined,
  columns: Columns,
) {
  const { view } = useDataTableState({ columns });
  const isWanted = [...view.columnIds, ...Object.keys(view.filters)].some(isRelationColumn);
  const relations = useCall(
    'content-service/get-content-relations',
    { type: definition.type as ContentTypeName },
    // The server's answer is cached and exact; asking again on each visit follows renames and saves.
    { enabled: isWanted, staleTime: 0 },
  );
  const data = relations.data;
  const related = useMemo(() => (rows && data ? joinRelations(rows, data) : rows), [rows, data]);
  const relatedColumns = useMemo(() => withRelationChoices(columns, data), [columns, data]);
  // While they load, the table shows its loading rows rather than rows no relation filter can match.
  return { rows: isWanted && !data ? undefined : related, columns: relatedColumns };
}
