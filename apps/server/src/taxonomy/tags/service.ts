import { type CallParsed, type Tag, taxonomyMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/service.ts';
import type { Db } from '../../db/client.ts';
import { sqlDateTime } from '../../db/json-list.ts';
import { cachedList } from '../../db/list-cache.ts';
import { tags } from '../../db/schema.ts';
import { auditedFields, jsonRow, levelIncludes, refusingDuplicates } from '../shared.ts';

const tagSelect = sql`select ${tags.id}, ${tags.name}, ${tags.level}, ${tags.description}, ${tags.status},
  ${sqlDateTime(tags.createdAt)} as creation_datetime, ${sqlDateTime(tags.updatedAt)} as update_datetime
  from ${tags}`;

/** Every tag, or those whose level includes `level`, as the database writes them in JSON. */
export const listTags = (db: Db, level?: string) =>
  cachedList<Tag>(db, {
    key: `tags ${level ?? ''}`,
    table: tags,
    id: tags.id,
    xid: tags.listXid,
    rows: (changed) => sql`${tagSelect} where ${levelIncludes(tags.level, level)} and ${changed}`,
  });

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

export function updateTag(db: Db, { id, ...input }: CallParsed<'tag-service/update-tag'>, actorId: number) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const before = await getTag(tx, id);
        await tx
          .update(tags)
          .set({ ...input, status: input.status ?? before.status, updatedAt: new Date() })
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
