import { z } from 'zod';
import type { CallDefinition } from '../call-definition.ts';
import type { PermissionName } from '../permissions.ts';
import { exportListInput } from './inputs.ts';
import { exportableLists } from './lists.ts';
import { listPageAnswer, listPageInput } from './page.ts';

export { type ExportListInput, exportListInput } from './inputs.ts';

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
  /** Who may ask, as for the export: the named list's own permission is checked by the server. */
  'export-service/get-list-page': {
    input: listPageInput,
    access: anyListReader,
    output: listPageAnswer,
  },
} as const satisfies Record<string, CallDefinition>;

export const exportCallDescriptions: Partial<Record<keyof typeof exportCalls, string>> = {
  'export-service/export-list':
    "Streams the rows a list shows for the given sort, filters (each in its column's form: text contained, an exact number, comma-separated choice codes or ids, or a from..to range of days), search and visible columns, every page, as a CSV file (text/csv, UTF-8 with a byte order mark, header row of column labels; cells that a spreadsheet would run as a formula start with an apostrophe). Answers with the list's own permission only; X-Row-Count gives the number of rows. Errors come in the usual JSON envelope.",
  'export-service/get-list-page':
    "One page of a list's view: the same list, sort, filters, search and visible columns as export-list, with page (from 1) and size (1 to 500). Answers the page's rows as the list's get-all call answers them, the count of rows the view matches, the list's total, whether the list is long enough that the web app pages it on the server, and the names of the ids a relation filter offers; with_ids adds every matching row's id, find_id where that row stands. The list's get-all call still answers every row. Answers with the list's own permission only.",
};
