import {
  type AuditEntry,
  type AuditedEntity,
  describeChange,
  entityHistoryFields,
  type HistoryFields,
  type HistoryNames,
  type ReferencedEntity,
  referencedIds,
} from '@masthead/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { actingToken } from '../auth/acting-token.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { auditEntries, projects, users } from '../db/schema.ts';
import { categories, tags } from '../taxonomy/schema.ts';

export type { AuditedEntity };

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
  // A change made by a script through a personal API token names the token beside its user.
  await db.insert(auditEntries).values({ ...entry, actorToken: actingToken()?.name ?? null });
}

/**
 * A change to how a user signs in that is not a column of its row (its second factor, its API
 * tokens), in the user's history as one field: what happened, never a secret.
 */
export const recordUserChange = (
  db: Db,
  field: string,
  { userId, actorId, from, to }: { userId: number; actorId: number; from: string | null; to: string },
) =>
  recordAudit(db, {
    entity: 'user',
    entityId: userId,
    action: 'update',
    actorId,
    changes: [{ field, from, to }],
  });

const namedTables: Record<ReferencedEntity, { table: PgTable; id: PgColumn; name: PgColumn }> = {
  project: { table: projects, id: projects.id, name: projects.name },
  tag: { table: tags, id: tags.id, name: tags.name },
  category: { table: categories, id: categories.id, name: categories.name },
};

/**
 * The current names of the records the entries refer to, in one query. Names are looked up when
 * the history is read, not stored with it: entries written before are read the same way, and a
 * renamed tag reads by its name of today; an id nothing has any more reads as deleted.
 */
async function namesOf(db: Db, ids: Record<ReferencedEntity, Set<number>>): Promise<HistoryNames> {
  const selects: SQL[] = [];
  for (const [ref, wanted] of Object.entries(ids) as [ReferencedEntity, Set<number>][]) {
    if (wanted.size === 0) continue;
    const { table, id, name } = namedTables[ref];
    const list = sql.join(
      [...wanted].map((value) => sql`${value}`),
      sql`, `,
    );
    selects.push(
      sql`select ${ref}::text as ref, ${id} as id, ${name} as name from ${table} where ${id} in (${list})`,
    );
  }
  if (selects.length === 0) return {};
  const result = (await db.execute(sql.join(selects, sql` union all `))) as unknown as {
    rows: { ref: ReferencedEntity; id: number; name: string }[];
  };
  const names: Record<ReferencedEntity, Record<string, string>> = { project: {}, tag: {}, category: {} };
  for (const row of result.rows) names[row.ref][String(row.id)] = row.name;
  return names;
}

/**
 * A record's history, newest first, each change also as the sentence a person reads. `fields`
 * describes the recorded fields; a content item's come from its type's definition.
 */
export async function listAudit(
  db: Db,
  entity: AuditedEntity,
  entityId: number,
  fields: HistoryFields = entity === 'content' ? {} : entityHistoryFields[entity],
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      at: auditEntries.at,
      changes: auditEntries.changes,
      actorId: users.id,
      actorUsername: users.username,
      actorToken: auditEntries.actorToken,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(desc(auditEntries.id));
  const names = await namesOf(
    db,
    referencedIds(
      rows.flatMap((row) => row.changes),
      fields,
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditEntry['action'],
    at: formatDateTime(row.at),
    changes: row.changes,
    lines: row.changes.map((change) => describeChange(change, { fields, names })),
    actor:
      row.actorId === null || row.actorUsername === null
        ? null
        : {
            id: row.actorId,
            username: row.actorUsername,
            ...(row.actorToken === null ? {} : { token: row.actorToken }),
          },
  }));
}
