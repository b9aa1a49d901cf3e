import {
  type ContentListRow,
  type ContentTypeDefinition,
  type ContentTypeName,
  isRelationColumn,
  joinRelations,
} from '@masthead/contract';
import { useMemo } from 'react';
import { useCall } from '../api/hooks.ts';
import { type DataTableColumn, useDataTableState, withChoiceLabels } from '../components/DataTable/index.ts';

type Columns = readonly DataTableColumn<ContentListRow>[];

/**
 * The list's rows and columns with the items' projects, categories and tags, loaded (one cached
 * call for the whole list) only once the table shows or filters one of them.
 */
export function useRelatedRows(
  definition: ContentTypeDefinition,
  rows: ContentListRow[] | undefined,
  columns: Columns,
  /** False for a list the server pages: its answer joins the relations a page needs. */
  isWholeList = true,
) {
  const { view } = useDataTableState({ columns });
  const isWanted = [...view.columnIds, ...Object.keys(view.filters)].some(isRelationColumn);
  const relations = useCall(
    'content-service/get-content-relations',
    { type: definition.type as ContentTypeName },
    // The server's answer is cached and exact; asking again on each visit follows renames and saves.
    { enabled: isWanted && isWholeList, staleTime: 0 },
  );
  const data = relations.data;
  const related = useMemo(() => (rows && data ? joinRelations(rows, data) : rows), [rows, data]);
  const relatedColumns = useMemo(() => withChoiceLabels(columns, data?.names), [columns, data]);
  // While they load, the table shows its loading rows rather than rows no relation filter can match.
  return { rows: isWanted && isWholeList && !data ? undefined : related, columns: relatedColumns };
}
