import type { AuditEntry } from '@masthead/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { auditEntries, users } from '../db/schema.ts';

export type AuditedEntity =
  | 'user'
  | 'project'
  | 'tag'
  | 'category'
  | 'attribute'
  | 'legal-template'
  | 'allowed-ip'
  | 'content'
  | 'api-key';
type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Field-by-field difference; a create compares against nothing. */
export function diffFields(before: Fields | null, after: Fields) {
  return Object.keys(after)
    .filter((field) => !same(before?.[field] ?? null, after[field]))
    .map((field) => ({ field, from: before?.[field] ?? null, to: after[field] }));
}

/** A password is recorded as changed, never with its value. */
export const passwordChange = { field: 'password', from: null, to: '(changed)' } as const;

export async function recordAudit(
  db: Db,
  entry: {
    entity: AuditedEntity;
    entityId: number;
    action: AuditEntry['action'];
    /** Nobody signed in, as for a password reset by e-mailed link. */
    actorId: number | null;
    changes: AuditEntry['changes'];
  },
) {
  if (entry.action === 'update' && entry.changes.length === 0) return;
  await db.insert(auditEntries).values(entry);
}

export async function listAudit(db: Db, entity: AuditedEntity, entityId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      at: auditEntries.at,
      changes: auditEntries.changes,
      actorId: users.id,
      actorUsername: users.username,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditEntry['action'],
    at: formatDateTime(row.at),
    changes: row.changes,
    actor:
      row.actorId === null || row.actorUsername === null
        ? null
        : { id: row.actorId, username: row.actorUsername },
  }));
}
