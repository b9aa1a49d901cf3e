import {
  access,
  type EntityDefinition,
  type EntityRow,
  isAllowed,
  type TaxonomyUsage,
  taxonomyMessage,
  usageListLimit,
} from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentItems, isLive } from '../content/schema.ts';
import type { Db } from '../db/client.ts';
import type { EntityStorage } from '../entities/service.ts';
import { AppError } from '../http/errors.ts';

/**
 * `'game' = any(level)` for a stored level (see the contract's storedTagLevel); a type without
 * such a level (null) matches nothing, and no level at all lists everything.
 */
export const levelIncludes = (column: AnyPgColumn, level: string | null | undefined) =>
  level === undefined ? sql`true` : level === null ? sql`false` : sql`${level} = any(${column})`;

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
async function refuseDroppedLevelsInUse(
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

/** The items that use a tag or category are named only to whoever may open content items. */
const mayOpenContent = (user: { permissions: readonly string[] }) =>
  isAllowed(user.permissions, access.contents.read);

type Leveled = EntityRow & { level: string[] };

/**
 * What content naming a tag or category (`uses`, a condition on content_items) means for it:
 * its usage call counts those items, a delete while any names it is refused (409 with their
 * number), and so is a save dropping a level their type is stored under (`typesOf`).
 */
export function namedByContent<D extends EntityDefinition, Row extends Leveled>({
  entity,
  uses,
  typesOf,
}: {
  entity: 'tag' | 'category';
  uses: (id: number) => SQL;
  typesOf: (level: string) => string[];
}): Pick<EntityStorage<D, Row>, 'usage' | 'beforeWrite' | 'deleteCheck'> {
  return {
    usage: (db, id, call) => contentUsage(db, { uses: uses(id), withItems: mayOpenContent(call.user) }),
    beforeWrite: async (tx, { id = 0, before, values }) =>
      refuseDroppedLevelsInUse(tx, {
        before: before?.level ?? [],
        after: (values as { level: string[] }).level,
        uses: uses(id),
        entity,
        typesOf,
      }),
    deleteCheck: async (tx, _call, id) => async () => {
      const { count } = await contentUsage(tx, { uses: uses(id), withItems: false });
      if (count > 0) throw new AppError(409, taxonomyMessage.inUse({ entity, count }));
    },
  };
}
