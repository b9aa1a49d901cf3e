import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { projectContentTypes } from '../project.ts';
import { getImpressionsInput } from '../reports/inputs.ts';
import { exportListKeys } from './lists.ts';

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
