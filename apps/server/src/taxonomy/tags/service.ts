import {
  type CallParsed,
  storedTagLevel,
  type Tag,
  taxonomyMessage,
  typesWithTagLevel,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/service.ts';
import { contentItems } from '../../content/schema.ts';
import type { Db } from '../../db/client.ts';
import { sqlDateTime } from '../../db/json-list.ts';
import { cachedList } from '../../db/list-cache.ts';
import { tags } from '../../db/schema.ts';
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

const tagSelect = sql`select ${tags.id}, ${tags.name}, ${tags.level}, ${tags.description}, ${tags.status},
  ${sqlDateTime(tags.createdAt)} as creation_datetime, ${sqlDateTime(tags.updatedAt)} as update_datetime
  from ${tags}`;

/** Every tag, or those a content form of type `level` offers, as the database writes them in JSON. */
export const listTags = (db: Db, level?: string) => {
  const stored = level === undefined ? undefined : storedTagLevel(level);
  return cachedList<Tag>(db, {
    key: `tags ${stored ?? ''}`,
    table: tags,
    id: tags.id,
    xid: tags.listXid,
    rows: (changed) => sql`${tagSelect} where ${levelIncludes(tags.level, stored)} and ${changed}`,
  });
};

export const getTag = (db: Db, id: number) =>
  jsonRow<Tag>(db, sql`${tagSelect} where ${tags.id} = ${id}`, 'Tag');

const duplicate = { field: 'name', message: taxonomyMessage.tagTaken };

export function createTag(db: Db, input: CallParsed<'tag-service/create-tag'>, actorId: number) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tags)
          .values({ ...input, status: input.status ?? 'ACTIVE' })
          .returning({ id: tags.id });
        const tag = await getTag(tx, row?.id ?? 0);
        await recordAudit(tx, {
          entity: 'tag',
          entityId: tag.id,
          action: 'create',
          actorId,
          changes: diffFields(null, auditedFields({ ...tag })),
        });
        return tag;
      }),
    duplicate,
  );
}

export function updateTag(
  db: Db,
  { id, update_datetime, ...input }: CallParsed<'tag-service/update-tag'>,
  actorId: number,
) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        await lockLoadedVersion(tx, {
          table: tags,
          idColumn: tags.id,
          updatedAtColumn: tags.updatedAt,
          id,
          entity: 'tag',
          name: 'Tag',
          loaded: update_datetime,
        });
        const before = await getTag(tx, id);
        await refuseDroppedLevelsInUse(tx, {
          before: before.level,
          after: input.level,
          uses: usesTag(id),
          entity: 'tag',
          typesOf: typesWithTagLevel,
        });
        await tx
          .update(tags)
          .set({ ...input, status: input.status ?? before.status, updatedAt: nextUpdatedAt(tags.updatedAt) })
          .where(eq(tags.id, id));
        const after = await getTag(tx, id);
        await recordAudit(tx, {
          entity: 'tag',
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

/** Items name tags per project: { "12": [3, 4] }. */
const usesTag = (id: number) =>
  sql`jsonb_path_exists(${contentItems.tags}, '$.*[*] ? (@ == $id)', jsonb_build_object('id', ${id}::int))`;

export async function getTagUsage(db: Db, id: number, { withItems }: { withItems: boolean }) {
  await getTag(db, id);
  return contentUsage(db, { uses: usesTag(id), withItems });
}

/** Deletes a tag no content item names; 409 with their number otherwise. */
export const deleteTag = (db: Db, id: number, actorId: number) =>
  deleteTaxonomyEntry(db, {
    table: tags,
    idColumn: tags.id,
    id,
    read: getTag,
    entity: 'tag',
    actorId,
    usedBy: { uses: usesTag(id), entity: 'tag' },
  });
