import { z } from 'zod';
import { contentTypeNames } from '../content/calls.ts';
import { fieldMessage } from '../messages.ts';
import { id } from '../rules.ts';

/** Names an item in the trash: its type and id. */
export const restoreItemInput = z.strictObject({
  type: z.enum(contentTypeNames, { error: fieldMessage.invalid }),
  id,
});
