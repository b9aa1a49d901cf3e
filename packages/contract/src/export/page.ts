import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { exportListInput } from './inputs.ts';

/**
 * Lists longer than this are paged, sorted and filtered by the server (export-service/get-list-page)
 * rather than loaded whole: at 100,000 rows a whole list held 335–466 MB in the browser's tab
 * (bench/scale.ts). The server may be told a lower one (LIST_PAGING_THRESHOLD, for tests).
 */
export const listPagingThreshold = 10_000;

/** The most rows one page answers: the table's largest page size, with room for scripts. */
export const listPageSizeLimit = 500;

const wholeNumberFrom = (lowest: number, highest: number, message = fieldMessage.invalid) =>
  z
    .number({ error: fieldMessage.invalid })
    .int({ error: fieldMessage.invalid })
    .min(lowest, { error: message })
    .max(highest, { error: message });

/** One page of a list's view: the export's description of the view, and which page. */
export const listPageInput = exportListInput.extend({
  /** 1-based; a page past the end answers the last one (a stale link after rows were removed). */
  page: wholeNumberFrom(1, 1_000_000_000),
  size: wholeNumberFrom(1, listPageSizeLimit),
  /** Also answer the ids of every row the view matches, every page (the table's "Select all matching"). */
  with_ids: z.boolean({ error: fieldMessage.invalid }).optional(),
  /** Also answer where this row stands in the view (the row a save returned to). */
  find_id: z.string({ error: fieldMessage.invalid }).max(64, { error: fieldMessage.invalid }).optional(),
});
export type ListPageInput = z.input<typeof listPageInput>;

/** The answer of export-service/get-list-page. */
export const listPageAnswer = z.object({
  /** The page's rows, in the view's order, each as the list's get-all call answers it. */
  rows: z.array(z.record(z.string(), z.unknown())),
  /** The page answered (the one asked for, or the last when that is past the end). */
  page: z.number(),
  /** Rows the filters and search keep, every page. */
  count: z.number(),
  /** Rows of the list before filters and search. */
  total: z.number(),
  /** Whether the list is long enough to be paged by the server; a shorter one the table loads whole. */
  is_paged: z.boolean(),
  /** The readable names of the ids a relation column's filter offers (an item's projects, tags…). */
  choice_labels: z.record(z.string(), z.record(z.string(), z.string())),
  /** With `with_ids`: every matching row's id, in the view's order. */
  ids: z.array(z.string()).optional(),
  /** With `find_id`: its 0-based place in the view, null when the filters hide it or it is gone. */
  found_at: z.number().nullable().optional(),
});
export type ListPageAnswer = z.output<typeof listPageAnswer>;
