import { z } from 'zod';
import type { CallDefinition } from '../call-definition.ts';
import { fieldMessage } from '../messages.ts';
import type { PermissionName } from '../permissions.ts';
import { projectContentTypes } from '../project.ts';
import { getImpressionsInput } from '../reports/inputs.ts';
import { exportableLists, exportListKeys } from './lists.ts';

const columnId = z.string({ error: fieldMessage.invalid }).min(1).max(64, { error: fieldMessage.invalid });

/** An export: the list and the table's state, as the browser holds it. */
export const exportListInput = z.strictObject({
  list: z.enum(exportListKeys, { error: fieldMessage.invalid }),
  sort: z
    .strictObject(
      { columnId, direction: z.enum(['asc', 'desc'], { error: fieldMessage.invalid }) },
      {
        error: fieldMessage.invalid,
      },
    )
    .nullable()
    .optional(),
  filters: z
    .record(
      columnId,
      z.string({ error: fieldMessage.invalid }).max(500, { error: fieldMessage.maxSymbols(500) }),
      {
        error: fieldMessage.invalid,
      },
    )
    .refine((filters) => Object.keys(filters).length <= 64, { error: fieldMessage.invalid })
    .optional(),
  /** The list's own search box, over the visible columns. */
  search: z
    .string({ error: fieldMessage.invalid })
    .max(500, { error: fieldMessage.maxSymbols(500) })
    .optional(),
  columns: z
    .array(columnId, { error: fieldMessage.invalid })
    .max(64, { error: fieldMessage.invalid })
    .optional(),
  /** The projects list's own filter (/projects?type=game). */
  project_type: z.enum(projectContentTypes, { error: fieldMessage.invalid }).optional(),
  /** The impressions report's own input (type, From date, grouping); required for that list. */
  report: getImpressionsInput.optional(),
});
export type ExportListInput = z.input<typeof exportListInput>;

/** Whoever may read any exportable list. */
const anyListReader = [
  ...new Set(Object.values(exportableLists).flatMap((list) => list.access as readonly PermissionName[])),
];

export const exportCalls = {
  /**
   * Anyone who may read some list may ask; the server then checks the named list's own
   * permission, which depends on the input and so cannot sit in this table.
   */
  'export-service/export-list': {
    input: exportListInput,
    access: anyListReader,
    output: z.string(),
    answersFile: 'text/csv',
    // It only reads, so it is allowed while viewing as another user, whose lists it exports.
    isAllowedWhileViewingAs: true,
  },
} as const satisfies Record<string, CallDefinition>;

export const exportCallDescriptions: Partial<Record<keyof typeof exportCalls, string>> = {
  'export-service/export-list':
    "Streams the rows a list shows for the given sort, filters (each in its column's form: text contained, an exact number, comma-separated choice codes or ids, or a from..to range of days), search and visible columns, every page, as a CSV file (text/csv, UTF-8 with a byte order mark, header row of column labels; cells that a spreadsheet would run as a formula start with an apostrophe). Answers with the list's own permission only; X-Row-Count gives the number of rows. Errors come in the usual JSON envelope.",
};
