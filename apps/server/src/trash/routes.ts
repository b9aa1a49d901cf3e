import { findContentType } from '@masthead/contract';
import { defineHandlers } from '../http/calls.ts';
import { notFound } from '../http/errors.ts';
import { listTrash, restoreItem } from './service.ts';

export const trashHandlers = defineHandlers({
  'trash-service/get-trash': async ({ services: { db } }) => listTrash(db),
  'trash-service/restore-item': async ({ input, user, services: { db } }) => {
    const definition = findContentType(input.type);
    if (!definition) throw notFound('Content type');
    return restoreItem(db, { definition, id: input.id, actor: user });
  },
});
