import { type ContentListRow, type ContentTypeDefinition, contentListColumns } from '@masthead/contract';
import { tableColumns } from '../components/DataTable/export/tableColumns.ts';
import type { DataTableColumn } from '../components/DataTable/index.ts';

/** The list's columns, as the contract defines them for the table and the server's export alike. */
export const contentColumns = (
  definition: ContentTypeDefinition,
): readonly DataTableColumn<ContentListRow>[] => tableColumns(contentListColumns(definition));
