import {
  type CallParsed,
  storedTagLevel,
  type Tag,
  tagEntity,
  taxonomyMessage,
  typesWithTagLevel,
} from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { contentItems } from '../../content/schema.ts';
import type { Db } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { entityService } from '../../entities/service.ts';
import { levelIncludes, namedByContent } from '../shared.ts';

/** Items name tags per project: { "12": [3, 4] }. */
const usesTag = (id: number) =>
  sql`jsonb_path_exists(${contentItems.tags}, '$.*[*] ? (@ == $id)', jsonb_build_object('id', ${id}::int))`;

export const tagService = entityService<typeof tagEntity, Tag>(tagEntity, {
  table: tags,
  fields: [tags.name, tags.level, tags.description, tags.status],
  /** Every tag, or those a content form of type `level` offers. */
  list: (input) => {
    const stored = input?.level === undefined ? undefined : storedTagLevel(input.level);
    return { key: `tags ${stored ?? ''}`, where: levelIncludes(tags.level, stored) };
  },
  duplicate: { field: 'name', message: taxonomyMessage.tagTaken },
  ...namedByContent({ entity: 'tag', uses: usesTag, typesOf: typesWithTagLevel }),
});

type Level = NonNullable<CallParsed<'tag-service/get-tags'>>['level'];

/** Every tag, or those a content form of type `level` offers, as the database writes them in JSON. */
export const listTags = (db: Db, level?: Level) => tagService.list(db, { level });
