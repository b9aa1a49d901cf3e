import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { id } from '../rules.ts';
import { requiredString } from '../taxonomy/rules.ts';
import { pageSizes, viewLimits } from './limits.ts';
import { viewListKeys } from './lists.ts';
import { viewMessage } from './messages.ts';

/**
 * The saved views' rules, apart from their data (view.ts): the server and the forms run them,
 * while the list pages read the data without carrying zod.
 */

/**
 * A column id or a screen parameter's name as it appears in the URL. It starts with a letter, so
 * names every object inherits ('__proto__') never become keys of a stored state.
 */
const urlName = z
  .string({ error: fieldMessage.invalid })
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, fieldMessage.invalid);
const urlValue = z
  .string({ error: fieldMessage.invalid })
  .max(viewLimits.filterChars, fieldMessage.atMost(viewLimits.filterChars))
  .refine((value) => !value.includes(String.fromCharCode(0)), fieldMessage.invalid);

const boundedRecord = (max: number) =>
  z
    .record(urlName, urlValue, { error: fieldMessage.invalid })
    .refine((record) => Object.keys(record).length <= max, viewMessage.tooManyItems(max));

/**
 * What a view keeps of a list: the table's sort, filters, search, visible columns in order and page size
 * (null for the list's own default), and the screen's own parameters (the projects list's
 * `type`, a report's `date_from`). It is what the URL carries, so opening a view is navigating.
 */
export const viewState = z
  .strictObject(
    {
      sort: z
        .strictObject(
          { column: urlName, direction: z.enum(['asc', 'desc'], { error: fieldMessage.invalid }) },
          { error: fieldMessage.invalid },
        )
        .nullable()
        .default(null),
      filters: boundedRecord(viewLimits.filters).default({}),
      /** The list's own search box (`q`). */
      search: urlValue.default(''),
      columns: z
        .array(urlName, { error: fieldMessage.invalid })
        .min(1, fieldMessage.invalid)
        .max(viewLimits.columns, viewMessage.tooManyItems(viewLimits.columns))
        .refine((list) => new Set(list).size === list.length, fieldMessage.invalid)
        .nullable()
        .default(null),
      pageSize: z
        .number({ error: fieldMessage.invalid })
        .refine((size) => pageSizes.some((allowed) => allowed === size), fieldMessage.invalid)
        .nullable()
        .default(null),
      params: boundedRecord(viewLimits.params).default({}),
    },
    { error: fieldMessage.invalid },
  )
  .refine(
    (state) => JSON.stringify(state).length <= viewLimits.stateChars,
    viewMessage.stateTooLarge(viewLimits.stateChars),
  );
export type ViewState = z.output<typeof viewState>;

const listKey = z.enum(viewListKeys, {
  error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
});
const viewName = requiredString(viewLimits.name);
const shared = z.boolean({ error: fieldMessage.invalid });

export const getViewsInput = z.strictObject({ list: listKey });
export const createViewInput = z.strictObject({
  list: listKey,
  name: viewName,
  shared: shared.default(false),
  state: viewState,
});
/** Rename, share or unshare, or save the list's current state into the view: any of them. */
export const updateViewInput = z.strictObject({
  id,
  name: viewName.optional(),
  shared: shared.optional(),
  state: viewState.optional(),
});
export const deleteViewInput = z.strictObject({ id });
