import { z } from 'zod';
import { savedViewAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { createViewInput, deleteViewInput, getViewsInput, updateViewInput } from './inputs.ts';
import { viewAccess } from './lists.ts';

const service = 'view-service';

/**
 * Saved views of the lists. The table lets in whoever may see some list; each handler then
 * checks the list the view belongs to (lists.ts), and only a view's owner changes it.
 */
export const viewCalls = {
  [`${service}/get-views`]: { input: getViewsInput, access: viewAccess, output: z.array(savedViewAnswer) },
  [`${service}/create-view`]: { input: createViewInput, access: viewAccess, output: savedViewAnswer },
  [`${service}/update-view`]: { input: updateViewInput, access: viewAccess, output: savedViewAnswer },
  [`${service}/delete-view`]: {
    input: deleteViewInput,
    access: viewAccess,
    output: z.strictObject({ id: z.number().int() }),
  },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const viewCallDescriptions: Partial<Record<keyof typeof viewCalls, string>> = {
  [`${service}/get-views`]:
    'The saved views of one list the caller may see: its own and those shared with everyone.',
  [`${service}/create-view`]:
    "Saves a list's filters, sort, columns and page size under a name, private or shared with everyone.",
  [`${service}/update-view`]:
    'Renames a view, shares or unshares it, or replaces its state; only the person who saved it may.',
  [`${service}/delete-view`]: 'Deletes a view; only the person who saved it may.',
};
