import type { ContentItem, ContentTypeDefinition } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { selectSession, sessionIdIs } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { oncePerDatabase } from '../db/per-database.ts';
import { users } from '../db/schema.ts';
import { type ReadAlongSession, readAlongSession } from '../http/calls.ts';
import { notFound } from '../http/errors.ts';
import { contentItems } from './schema.ts';
import { itemIs, present, shownColumns } from './service.ts';

/** Who saved the item last; `users` is the signed-in user in the session's own columns. */
const updater = alias(users, 'updater');

/**
 * The session check and get-one's item in one statement: the item is joined on beside the
 * session (a left join, so a missing item leaves the session's row whole), prepared once per
 * database for every content type.
 */
const sessionAndItem = oncePerDatabase((db) =>
  selectSession(db, { item: shownColumns, itemUpdatedBy: updater.username })
    .leftJoin(contentItems, itemIs)
    .leftJoin(updater, eq(updater.id, contentItems.updatedBy))
    .where(sessionIdIs)
    .prepare('session_and_content_item'),
);

/**
 * get-one for a signed-in browser: the item read with the session, answered as getContent
 * answers it (404 for an item not there or in the trash) once the caller may read it.
 */
export function contentItemAlongSession(
  db: Db,
  definition: ContentTypeDefinition,
  id: number,
): ReadAlongSession<ContentItem> {
  const query = sessionAndItem(db);
  return readAlongSession(
    (sessionId) => query.execute({ sessionId, id, type: definition.type }),
    ({ item, itemUpdatedBy }) => {
      if (!item) throw notFound(definition.label);
      return present(definition, item, itemUpdatedBy);
    },
  );
}
