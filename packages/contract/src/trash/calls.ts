import { z } from 'zod';
import { trashEntryAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { anyContentItemAnswer } from '../content/answers.ts';
import { access } from '../permissions.ts';
import { noInput } from '../rules.ts';
import { restoreItemInput } from './inputs.ts';
import { trashDays } from './trash.ts';

/**
 * The trash: content items deleted by `{service}/delete-{item}` wait here to be restored.
 * Whoever may edit content may see and restore them, as deleting needs the same permission.
 */
export const trashCalls = {
  'trash-service/get-trash': {
    input: noInput,
    access: access.contents.update,
    output: z.array(trashEntryAnswer),
  },
  'trash-service/restore-item': {
    input: restoreItemInput,
    access: access.contents.update,
    output: anyContentItemAnswer,
  },
} as const satisfies Record<string, CallDefinition>;

export const trashCallDescriptions: Partial<Record<keyof typeof trashCalls, string>> = {
  'trash-service/get-trash': `The deleted content items, newest deletion first: type, id, title, who deleted each and when, and when it will be purged (${trashDays} days after).`,
  'trash-service/restore-item':
    'Brings an item back from the trash as it was; projects, tags and categories removed meanwhile are left out, and its history says so. Answers 404 when it is not in the trash (already restored or purged).',
};
