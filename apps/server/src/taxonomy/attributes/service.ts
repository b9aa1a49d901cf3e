import { type Attribute, attributeEntity } from '@masthead/contract';
import type { Db } from '../../db/client.ts';
import { attributes } from '../../db/schema.ts';
import { entityService } from '../../entities/service.ts';

/** Nothing stores attributes yet, so none is ever in use: a delete is never refused. */
export const attributeService = entityService<typeof attributeEntity, Attribute>(attributeEntity, {
  table: attributes,
  fields: [attributes.name, attributes.level, attributes.description],
  list: 'attributes',
  /** Attribute names are keys (attribute.hot): one attribute per name. */
  duplicate: { field: 'name' },
});

export const listAttributes = (db: Db) => attributeService.list(db);
