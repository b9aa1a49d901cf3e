import type { ContentItem, ContentTypeDefinition } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { askedColumn, askedRows, selectSessions } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { oncePerDatabase } from '../db/per-database.ts';
import { perTurn } from '../db/per-turn.ts';
import { users } from '../db/schema.ts';
import { type ReadAlongSession, readAlongSession } from '../http/calls.ts';
import { notFound } from '../http/errors.ts';
import { contentItems } from './schema.ts';
import { itemOf, present, shownColumns } from './service.ts';

/** Who saved the item last; `users` is the signed-in user in the session's own columns. */
const updater = alias(users, 'updater');

interface AskedItem {
  sessionId: string;
  id: number;
  type: string;
}

/**
 * The session check and get-one's item in one statement: the item is joined on beside the
 * session (a left join, so a missing item leaves the session's row whole), prepared once per
 * database for every content type, and run once for the get-one calls of one turn.
 */
const sessionsAndItems = oncePerDatabase((db) => {
  const statement = selectSessions(
    db,
    askedRows({ sessionIds: 'varchar', ids: 'integer', types: 'varchar' }),
    { item: shownColumns, itemUpdatedBy: updater.username },
  )
    .leftJoin(contentItems, itemOf(askedColumn('ids'), askedColumn('types')))
    .leftJoin(updater, eq(updater.id, contentItems.updatedBy))
    .prepare('sessions_and_content_items');
  return perTurn((asked: AskedItem[]) =>
    statement.execute({
      sessionIds: asked.map(({ sessionId }) => sessionId),
      ids: asked.map(({ id }) => id),
      types: asked.map(({ type }) => type),
    }),
  );
});

/**
 * get-one for a signed-in browser: the item read with the session, answered as getContent
 * answers it (404 for an item not there or in the trash) once the caller may read it.
 */
export function contentItemAlongSession(
  db: Db,
  definition: ContentTypeDefinition,
  id: number,
): ReadAlongSession<ContentItem> {
  const read = sessionsAndItems(db);
  return readAlongSession(
    (sessionId) => read({ sessionId, id, type: definition.type }),
    ({ item, itemUpdatedBy }) => {
      if (!item) throw notFound(definition.label);
      return present(definition, item, itemUpdatedBy);
    },
  );
}
