import type { BulkStatusOutcome, BulkStatusResult, ContentTypeDefinition, Status } from '@masthead/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { actingToken } from '../auth/acting-token.ts';
import type { Db } from '../db/client.ts';
import { auditEntries } from '../db/schema.ts';
import { contentItems, isLive } from './schema.ts';
import { writeListRows } from './service.ts';

/**
 * Sets the status of the named items of one type, in one transaction: every item changed gets
 * its history entry and a newer update_datetime (so an edit form opened before it answers 409
 * rather than silently putting the old status back). The rows are locked first, in id order so
 * two overlapping requests cannot deadlock; the second then finds them already set and records
 * nothing twice. An id that names no item of the type (or one in the trash) is reported, not fatal to the rest.
 */
export async function setContentStatus(
  db: Db,
  {
    definition,
    ids,
    status,
    actorId,
  }: { definition: ContentTypeDefinition; ids: readonly number[]; status: Status; actorId: number },
): Promise<BulkStatusResult> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: contentItems.id, status: contentItems.status })
      .from(contentItems)
      .where(and(eq(contentItems.type, definition.type), inArray(contentItems.id, [...ids]), isLive))
      .orderBy(contentItems.id)
      .for('update');
    const before = new Map(found.map((row) => [row.id, row.status]));
    const changing = found.filter((row) => row.status !== status).map((row) => row.id);
    if (changing.length > 0) {
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      // Seconds are the API's resolution, so each change moves update_datetime on by at least one.
      await tx
        .update(contentItems)
        .set({
          status,
          updatedBy: actorId,
          updatedAt: sql`greatest(${now.toISOString()}::timestamptz, date_trunc('second', ${contentItems.updatedAt}) + interval '1 second')`,
        })
        .where(inArray(contentItems.id, changing));
      await writeListRows(tx, definition, inArray(contentItems.id, changing));
      await tx.insert(auditEntries).values(
        changing.map((id) => ({
          entity: 'content',
          entityId: id,
          action: 'update' as const,
          actorId,
          actorToken: actingToken()?.name ?? null,
          changes: [{ field: 'status', from: before.get(id) ?? null, to: status }],
        })),
      );
    }
    const items = ids.map((id): BulkStatusOutcome => {
      const previous = before.get(id);
      if (previous === undefined) return { id, outcome: 'not-found' };
      return { id, outcome: previous === status ? 'unchanged' : 'updated' };
    });
    const counted = (outcome: BulkStatusOutcome['outcome']) =>
      items.filter((item) => item.outcome === outcome).length;
    return {
      items,
      updated: counted('updated'),
      unchanged: counted('unchanged'),
      notFound: counted('not-found'),
    };
  });
}
