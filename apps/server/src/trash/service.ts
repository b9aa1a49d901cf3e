import {
  type ContentItem,
  type ContentTypeDefinition,
  type ContentTypeName,
  findContentType,
  type TrashEntry,
  trashDays,
  trashMessage,
} from '@masthead/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import { keptReferences } from '../content/references.ts';
import { contentItems } from '../content/schema.ts';
import {
  findRowAsLoaded,
  nextUpdateTime,
  present,
  type Row,
  recordItemChange,
  writeListRows,
} from '../content/service.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { users } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';

type Actor = { id: number; username: string };

const dayMs = 86_400_000;

function entryOf(
  row: Pick<Row, 'id' | 'type' | 'title'>,
  deletedAt: Date,
  deletedBy: string | null,
): TrashEntry {
  return {
    type: row.type as ContentTypeName,
    id: row.id,
    title: row.title,
    deleted_by: deletedBy,
    deleted_at: formatDateTime(deletedAt),
    purge_at: formatDateTime(new Date(deletedAt.getTime() + trashDays * dayMs)),
  };
}

/**
 * Moves an item to the trash, if nobody saved it since `loadedAt` (409 as a save would be).
 * The row stays with its files, so a restore brings it back whole; every list, count, report
 * name and export leaves it out from this commit on (the row's list_xid moves, so each
 * server's list cache drops it on its next read).
 */
export async function deleteContent(
  db: Db,
  {
    definition,
    id,
    loadedAt,
    actor,
  }: { definition: ContentTypeDefinition; id: number; loadedAt: string; actor: Actor },
) {
  return db.transaction(async (tx) => {
    const { row } = await findRowAsLoaded(tx, definition, id, loadedAt);
    const deletedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await tx.update(contentItems).set({ deletedAt, deletedBy: actor.id }).where(eq(contentItems.id, id));
    await recordAudit(tx, {
      entity: 'content',
      entityId: id,
      action: 'delete',
      actorId: actor.id,
      changes: [],
    });
    return entryOf(row, deletedAt, actor.username);
  });
}

/** Everything in the trash, newest deletion first. */
export async function listTrash(db: Db): Promise<TrashEntry[]> {
  const rows = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      title: contentItems.title,
      deletedAt: contentItems.deletedAt,
      deletedBy: users.username,
    })
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.deletedBy))
    .where(isNotNull(contentItems.deletedAt))
    .orderBy(desc(contentItems.deletedAt), desc(contentItems.id));
  return rows
    .filter((row) => findContentType(row.type))
    .map((row) => entryOf(row, row.deletedAt as Date, row.deletedBy));
}

/**
 * Brings an item back from the trash. The row is locked while it is still in the trash, so of
 * two restores at once the second finds it gone from the trash and answers 404. Projects,
 * categories and tags removed meanwhile are let go (its history lists them), and only then is
 * it a change: update_datetime moves on, so a form opened before cannot put them back.
 */
export async function restoreItem(
  db: Db,
  { definition, id, actor }: { definition: ContentTypeDefinition; id: number; actor: Actor },
): Promise<ContentItem> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: contentItems, updatedBy: users.username })
      .from(contentItems)
      .leftJoin(users, eq(users.id, contentItems.updatedBy))
      .where(
        and(
          eq(contentItems.id, id),
          eq(contentItems.type, definition.type),
          isNotNull(contentItems.deletedAt),
        ),
      )
      .for('update', { of: contentItems });
    if (!found) throw new AppError(404, trashMessage.notInTrash(definition.label));
    const { row: before, updatedBy } = found;
    const references = await keptReferences(tx, definition, before);
    const isChanged =
      references.projects.length !== before.projects.length ||
      references.categories.length !== before.categories.length ||
      JSON.stringify(references.tags) !== JSON.stringify(before.tags);
    const [row] = await tx
      .update(contentItems)
      .set({
        deletedAt: null,
        deletedBy: null,
        ...(isChanged
          ? { ...references, updatedBy: actor.id, updatedAt: nextUpdateTime(before.updatedAt) }
          : {}),
      })
      .where(eq(contentItems.id, id))
      .returning();
    if (!row) throw notFound(definition.label);
    if (isChanged) await writeListRows(tx, definition, eq(contentItems.id, id));
    const after = present(definition, row, isChanged ? actor.username : updatedBy);
    const shownBefore = present(definition, before, updatedBy);
    await recordItemChange(tx, 'restore', { actorId: actor.id, before: shownBefore, after });
    return after;
  });
}
