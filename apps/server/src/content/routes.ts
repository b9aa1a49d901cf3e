import {
  type CallPath,
  type ContentTypeDefinition,
  type contentCalls,
  contentHistoryFields,
  contentTypes,
  findContentType,
} from '@masthead/contract';
import { listAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { type CallContext, type CallHandler, type CallHandlers, defineHandlers } from '../http/calls.ts';
import { notFound } from '../http/errors.ts';
import { mediaStorageFor } from '../media/storage.ts';
import { deleteContent } from '../trash/service.ts';
import { setContentStatus } from './bulk-status.ts';
import { contentItemAlongSession } from './read-along-session.ts';
import { contentChoices } from './references.ts';
import { contentRelations } from './relations.ts';
import {
  contentTypeOf,
  countContentByType,
  createContent,
  getContent,
  listContent,
  updateContent,
} from './service.ts';
import { uploadsOf } from './uploads.ts';

type ContentCallPath = keyof typeof contentCalls & CallPath;
type AnyHandler = CallHandler<CallPath>;

/** The five calls of one type, made from its definition. */
function handlersOf(definition: ContentTypeDefinition): [string, AnyHandler][] {
  const list: AnyHandler = async ({ services: { db } }) => listContent(db, definition) as never;
  const get: AnyHandler = Object.assign(
    async ({ input, services: { db } }: CallContext<CallPath>) =>
      getContent(db, definition, (input as { id: number }).id) as never,
    {
      alongSession: (db: Db, input: unknown) =>
        contentItemAlongSession(db, definition, (input as { id: number }).id) as never,
    },
  );
  const create: AnyHandler = async ({ input, user, request, services: { db, config } }) =>
    createContent({
      db,
      storage: mediaStorageFor(config),
      definition,
      values: input as Record<string, unknown>,
      uploads: uploadsOf(request),
      actor: user as { id: number; username: string },
    }) as never;
  const update: AnyHandler = async ({ input, user, request, services: { db, config } }) => {
    const { id, update_datetime, ...values } = input as { id: number; update_datetime: string };
    return updateContent({
      db,
      storage: mediaStorageFor(config),
      definition,
      values,
      uploads: uploadsOf(request),
      actor: user as { id: number; username: string },
      id,
      loadedAt: update_datetime,
    }) as never;
  };
  const remove: AnyHandler = async ({ input, user, services: { db } }) => {
    const { id, update_datetime } = input as { id: number; update_datetime: string };
    return deleteContent(db, {
      definition,
      id,
      loadedAt: update_datetime,
      actor: user as { id: number; username: string },
    }) as never;
  };
  return [
    [definition.calls.list, list],
    [definition.calls.delete, remove],
    [definition.calls.get, get],
    [definition.calls.create, create],
    [definition.calls.update, update],
  ];
}

const typeHandlers = Object.fromEntries(contentTypes.flatMap(handlersOf)) as CallHandlers<
  Exclude<
    ContentCallPath,
    | 'content-service/get-content-history'
    | 'content-service/get-content-choices'
    | 'content-service/set-status'
    | 'content-service/get-content-relations'
    | 'dashboard-service/get-content-counts'
  >
>;

export const contentHandlers = defineHandlers({
  ...typeHandlers,
  'content-service/get-content-history': async ({ input, services: { db } }) => {
    const definition = findContentType(await contentTypeOf(db, input.id));
    return listAudit(db, 'content', input.id, definition ? contentHistoryFields(definition) : {});
  },
  'content-service/set-status': async ({ input, user, services: { db } }) => {
    const definition = findContentType(input.type);
    if (!definition) throw notFound('Content type');
    return setContentStatus(db, { definition, ids: input.ids, status: input.status, actorId: user.id });
  },
  'content-service/get-content-choices': async ({ input, services: { db } }) => {
    const definition = findContentType(input.type);
    if (!definition) throw notFound('Content type');
    return contentChoices(db, definition);
  },
  'content-service/get-content-relations': async ({ input, services: { db } }) => {
    const definition = findContentType(input.type);
    if (!definition) throw notFound('Content type');
    return contentRelations(db, definition) as never;
  },
  'dashboard-service/get-content-counts': async ({ services: { db } }) => countContentByType(db),
});

/** The saves, by call path: their bodies are multipart/form-data (fields, then files). */
export const multipartSaves = new Map<
  string,
  { definition: ContentTypeDefinition; mode: 'create' | 'update' }
>(
  contentTypes.flatMap((definition) => [
    [definition.calls.create, { definition, mode: 'create' as const }],
    [definition.calls.update, { definition, mode: 'update' as const }],
  ]),
);

/** Calls whose bodies are multipart/form-data (content saves with their files). */
export const multipartCalls: ReadonlySet<string> = new Set(multipartSaves.keys());
