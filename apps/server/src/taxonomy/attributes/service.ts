import { type Attribute, type CallParsed, fieldMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/service.ts';
import type { Db } from '../../db/client.ts';
import { sqlDateTime } from '../../db/json-list.ts';
import { cachedList } from '../../db/list-cache.ts';
import { attributes } from '../../db/schema.ts';
import { nextUpdatedAt } from '../../db/versions.ts';
import {
  auditedFields,
  deleteTaxonomyEntry,
  jsonRow,
  lockLoadedVersion,
  refusingDuplicates,
} from '../shared.ts';

const attributeSelect = sql`select ${attributes.id}, ${attributes.name}, ${attributes.level}, ${attributes.description},
  ${sqlDateTime(attributes.createdAt)} as creation_datetime, ${sqlDateTime(attributes.updatedAt)} as update_datetime
  from ${attributes}`;

export const listAttributes = (db: Db) =>
  cachedList<Attribute>(db, {
    key: 'attributes',
    table: attributes,
    id: attributes.id,
    xid: attributes.listXid,
    rows: (changed) => sql`${attributeSelect} where ${changed}`,
  });

export const getAttribute = (db: Db, id: number) =>
  jsonRow<Attribute>(db, sql`${attributeSelect} where ${attributes.id} = ${id}`, 'Attribute');

/** Attribute names are keys (attribute.hot): one attribute per name. */
const duplicate = { field: 'name', message: fieldMessage.taken };

export function createAttribute(
  db: Db,
  input: CallParsed<'attribute-service/create-attribute'>,
  actorId: number,
) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(attributes).values(input).returning({ id: attributes.id });
        const attribute = await getAttribute(tx, row?.id ?? 0);
        await recordAudit(tx, {
          entity: 'attribute',
          entityId: attribute.id,
          action: 'create',
          actorId,
          changes: diffFields(null, auditedFields({ ...attribute })),
        });
        return attribute;
      }),
    duplicate,
  );
}

export function updateAttribute(
  db: Db,
  { id, update_datetime, ...input }: CallParsed<'attribute-service/update-attribute'>,
  actorId: number,
) {
  return refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        await lockLoadedVersion(tx, {
          table: attributes,
          idColumn: attributes.id,
          updatedAtColumn: attributes.updatedAt,
          id,
          entity: 'attribute',
          name: 'Attribute',
          loaded: update_datetime,
        });
        const before = await getAttribute(tx, id);
        await tx
          .update(attributes)
          .set({ ...input, updatedAt: nextUpdatedAt(attributes.updatedAt) })
          .where(eq(attributes.id, id));
        const after = await getAttribute(tx, id);
        await recordAudit(tx, {
          entity: 'attribute',
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

/** Deletes an attribute; nothing stores attributes yet, so none is ever in use. */
export const deleteAttribute = (db: Db, id: number, actorId: number) =>
  deleteTaxonomyEntry(db, {
    table: attributes,
    idColumn: attributes.id,
    id,
    read: getAttribute,
    entity: 'attribute',
    actorId,
  });
