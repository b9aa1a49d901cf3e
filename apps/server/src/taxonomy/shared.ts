import { fieldMessage, type TaxonomyUsage, taxonomyMessage, usageListLimit } from '@masthead/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AuditedEntity, recordAudit } from '../audit/service.ts';
import { contentItems, isLive } from '../content/schema.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/format.ts';
import { jsonRows } from '../db/json-list.ts';
import { assertLoadedVersion } from '../db/versions.ts';
import { AppError, fieldError, notFound } from '../http/errors.ts';

/**
 * One row of `query` as the database writes it in JSON: the same shape the list answers, so a
 * row is described once, by its select.
 */
export async function jsonRow<T>(db: Db, query: SQL, entity: string): Promise<T> {
  const [row] = JSON.parse((await jsonRows<T>(db, query)).text) as T[];
  if (!row) throw notFound(entity);
  return row;
}

/**
 * `'game' = any(level)` for a stored level (see the contract's storedTagLevel); a type without
 * such a level (null) matches nothing, and no level at all lists everything.
 */
export const levelIncludes = (column: AnyPgColumn, level: string | null | undefined) =>
  level === undefined ? sql`true` : level === null ? sql`false` : sql`${level} = any(${column})`;

/** Runs a save; a duplicate the unique index catches becomes a field error the form shows. */
export async function refusingDuplicates<T>(
  save: () => Promise<T>,
  { field, message = fieldMessage.taken }: { field: string; message?: string | (() => Promise<string>) },
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw fieldError(field, typeof message === 'string' ? message : await message());
  }
}

/** What the history records of an entity: its fields without id and timestamps. */
export const auditedFields = ({
  id: _id,
  creation_datetime: _created,
  update_datetime: _updated,
  ...fields
}: Record<string, unknown> & { id: number }) => fields;

/**
 * Deletes one row of a listed table in a transaction the caller opened, after `check` (which
 * may refuse) has run with the row locked: parallel deletes of one row wait for each other,
 * and all but the first find it gone (404). The history records the row's last fields as
 * `from`, and every server's list drops it (the `list_deletions` trigger, db/list-cache.ts).
 */
export async function deleteListedRow<T extends { id: number }>(
  tx: Db,
  {
    table,
    idColumn,
    id,
    read,
    entity,
    actorId,
    check,
  }: DeletedRow<T> & { check?: (row: T) => Promise<void> },
): Promise<T> {
  await tx.execute(sql`select 1 from ${table} where ${idColumn} = ${id} for update`);
  const row = await read(tx, id);
  await check?.(row);
  await tx.delete(table).where(eq(idColumn, id));
  await recordAudit(tx, {
    entity,
    entityId: id,
    action: 'delete',
    actorId,
    changes: Object.entries(auditedFields({ ...row })).map(([field, from]) => ({ field, from, to: null })),
  });
  return row;
}

interface DeletedRow<T> {
  table: PgTable;
  idColumn: AnyPgColumn;
  id: number;
  /** Reads the row as its get call answers it; throws 404 when it is gone. */
  read: (db: Db, id: number) => Promise<T>;
  entity: AuditedEntity;
  actorId: number;
}

/**
 * Deletes a tag, category or attribute in a transaction of its own; one that live content
 * still names (`usedBy`: the condition on content_items that finds them) is refused with 409
 * and their number.
 */
export const deleteTaxonomyEntry = <T extends { id: number }>(
  db: Db,
  { usedBy, ...row }: DeletedRow<T> & { usedBy?: { uses: SQL; entity: 'tag' | 'category' } },
) =>
  db.transaction(async (tx) => {
    await deleteListedRow(tx, {
      ...row,
      check: async () => {
        if (!usedBy) return;
        const { count } = await contentUsage(tx, { uses: usedBy.uses, withItems: false });
        if (count > 0) throw new AppError(409, taxonomyMessage.inUse({ entity: usedBy.entity, count }));
      },
    });
    return null;
  });

/**
 * The live content items that name a tag or category (`used`, a condition on content_items):
 * how many, and the first by title when `withItems` (the caller may see content). Items in the
 * trash do not hold a tag back: a restore lets go of what was removed meanwhile.
 */
export async function contentUsage(
  db: Db,
  { uses: used, withItems }: { uses: SQL; withItems: boolean },
): Promise<TaxonomyUsage> {
  const uses = sql`${used} and ${isLive}`;
  const [counted] = (
    (await db.execute(sql`select count(*)::int as count from ${contentItems} where ${uses}`)) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  const count = Number(counted?.count ?? 0);
  if (!withItems || count === 0) return { count, items: [] };
  const items = await db
    .select({ id: contentItems.id, type: contentItems.type, title: contentItems.title })
    .from(contentItems)
    .where(uses)
    .orderBy(contentItems.title, contentItems.id)
    .limit(usageListLimit);
  return { count, items };
}

/**
 * A tag's or category's level that a save takes away while live content of that level names
 * it is refused (409 with their number): those items could no longer show or save it.
 * `typesOf` names the content types stored under a level.
 */
export async function refuseDroppedLevelsInUse(
  tx: Db,
  {
    before,
    after,
    uses,
    entity,
    typesOf,
  }: {
    before: readonly string[];
    after: readonly string[];
    uses: SQL;
    entity: 'tag' | 'category';
    typesOf: (level: string) => string[];
  },
) {
  const dropped = before.filter((level) => !after.includes(level));
  const types = dropped.flatMap(typesOf);
  if (types.length === 0) return;
  const { count } = await contentUsage(tx, {
    uses: sql`${uses} and ${contentItems.type} in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )})`,
    withItems: false,
  });
  if (count > 0) throw new AppError(409, taxonomyMessage.levelInUse({ entity, levels: dropped, count }));
}

/**
 * Locks a row for its update and refuses (409, naming who saved it and when) a save made over
 * a newer version than the form loaded; 404 when the row is gone. Call it first in the save's
 * transaction, so a concurrent save waits and then sees the newer version.
 */
export async function lockLoadedVersion(
  tx: Db,
  {
    table,
    idColumn,
    updatedAtColumn,
    id,
    entity,
    name,
    loaded,
  }: {
    table: PgTable;
    idColumn: AnyPgColumn;
    updatedAtColumn: AnyPgColumn;
    id: number;
    entity: AuditedEntity;
    /** 'Tag': the 404's and the 409's word for it. */
    name: string;
    loaded: string | undefined;
  },
) {
  const [locked] = (await tx
    .select({ updatedAt: updatedAtColumn })
    .from(table)
    .where(eq(idColumn, id))
    .for('update')) as { updatedAt: Date }[];
  if (!locked) throw notFound(name);
  await assertLoadedVersion(tx, {
    entity,
    entityId: id,
    what: `This ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
    loaded,
    current: locked.updatedAt,
  });
}
