import {
  type CallParsed,
  type Category,
  fieldMessage,
  storedCategoryLevel,
  typesWithCategoryLevel,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/service.ts';
import { contentItems } from '../../content/schema.ts';
import type { Db } from '../../db/client.ts';
import { sqlDateTime } from '../../db/json-list.ts';
import { cachedList } from '../../db/list-cache.ts';
import { categories } from '../../db/schema.ts';
import { nextUpdatedAt } from '../../db/versions.ts';
import {
  auditedFields,
  contentUsage,
  deleteTaxonomyEntry,
  jsonRow,
  levelIncludes,
  lockLoadedVersion,
  refuseDroppedLevelsInUse,
  refusingDuplicates,
} from '../shared.ts';

const categorySelect = sql`select ${categories.id}, ${categories.name}, ${categories.level}, ${categories.status},
  ${sqlDateTime(categories.createdAt)} as creation_datetime, ${sqlDateTime(categories.updatedAt)} as update_datetime
  from ${categories}`;

/** Every category, or those a content form of type `level` offers, as the database writes them in JSON. */
export const listCategories = (db: Db, level?: string) => {
  const stored = level === undefined ? undefined : storedCategoryLevel(level);
  return cachedList<Category>(db, {
    key: `categories ${stored === undefined ? '' : String(stored)}`,
    table: categories,
    id: categories.id,
    xid: categories.listXid,
    rows: (changed) => sql`${categorySelect} where ${levelIncludes(categories.level, stored)} and ${changed}`,
  });
};

export const getCategory = (db: Db, id: number) =>
  jsonRow<Category>(db, sql`${categorySelect} where ${categories.id} = ${id}`, 'Category');

/** Names are unique whatever their case or levels: 'News' and 'news' would confuse any picker. */
const duplicate = { field: 'name', message: fieldMessage.taken };

export function createCategory(
  db: Db,
  input: CallParsed<'category-service/create-category'>,
  actorId: number,
) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ ...input, status: input.status ?? 'ACTIVE' })
          .returning({ id: categories.id });
        const category = await getCategory(tx, row?.id ?? 0);
        await recordAudit(tx, {
          entity: 'category',
          entityId: category.id,
          action: 'create',
          actorId,
          changes: diffFields(null, auditedFields({ ...category })),
        });
        return category;
      }),
    duplicate,
  );
}

export function updateCategory(
  db: Db,
  { id, update_datetime, ...input }: CallParsed<'category-service/update-category'>,
  actorId: number,
) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        await lockLoadedVersion(tx, {
          table: categories,
          idColumn: categories.id,
          updatedAtColumn: categories.updatedAt,
          id,
          entity: 'category',
          name: 'Category',
          loaded: update_datetime,
        });
        const before = await getCategory(tx, id);
        await refuseDroppedLevelsInUse(tx, {
          before: before.level,
          after: input.level,
          uses: usesCategory(id),
          entity: 'category',
          typesOf: typesWithCategoryLevel,
        });
        await tx
          .update(categories)
          .set({
            ...input,
            status: input.status ?? before.status,
            updatedAt: nextUpdatedAt(categories.updatedAt),
          })
          .where(eq(categories.id, id));
        const after = await getCategory(tx, id);
        await recordAudit(tx, {
          entity: 'category',
          entityId: id,
          action: 'update',
          actorId,
          changes: diffFields(auditedFields({ ...before }), auditedFields({ ...after })),
        });
        return after;
      }),
    duplicate,
  );
}

const usesCategory = (id: number) => sql`${id}::int = any(${contentItems.categories})`;

export async function getCategoryUsage(db: Db, id: number, { withItems }: { withItems: boolean }) {
  await getCategory(db, id);
  return contentUsage(db, { uses: usesCategory(id), withItems });
}

/**
 * Deletes a category no content item names; 409 with their number otherwise. Categories have
 * no parents or children (the spec gives them none), so nothing else can depend on one.
 */
export const deleteCategory = (db: Db, id: number, actorId: number) =>
  deleteTaxonomyEntry(db, {
    table: categories,
    idColumn: categories.id,
    id,
    read: getCategory,
    entity: 'category',
    actorId,
    usedBy: { uses: usesCategory(id), entity: 'category' },
  });
