import { globalMessage } from '@masthead/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuditedEntity } from '../audit/service.ts';
import { AppError } from '../http/errors.ts';
import type { Db } from './client.ts';
import { formatDateTime } from './format.ts';
import { auditEntries, users } from './schema.ts';

/**
 * The next `updated_at` of a row: now, but at least a second after the last one. The API shows
 * update_datetime to the second, so each save moves it on and it names one version exactly:
 * two saves within a second can never look alike to an edit form.
 */
export const nextUpdatedAt = (column: AnyPgColumn) =>
  sql<Date>`greatest(now(), date_trunc('second', ${column}) + interval '1 second')`;

/**
 * Refuses a save made over a version newer than the one the form loaded, naming who saved it
 * and when. Call it inside the save's transaction, after reading the row `for update`, so a
 * concurrent save waits and then sees the newer version.
 */
export async function assertLoadedVersion(
  db: Db,
  {
    entity,
    entityId,
    what,
    loaded,
    current,
  }: { entity: AuditedEntity; entityId: number; what: string; loaded: string | undefined; current: Date },
) {
  if (loaded === undefined || loaded === formatDateTime(current)) return;
  const [last] = await db
    .select({ username: users.username })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  throw new AppError(
    409,
    globalMessage.editConflict({ what, who: last?.username ?? 'someone', when: formatDateTime(current) }),
  );
}
