import { type ContentRelations, type ContentTypeDefinition, relationKeys } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { JsonText } from '../db/json-list.ts';
import { cachedList } from '../db/list-cache.ts';
import { listProjects } from '../projects/service.ts';
import { listCategories } from '../taxonomy/categories/service.ts';
import { listTags } from '../taxonomy/tags/service.ts';
import { contentItems, isLive } from './schema.ts';

type ItemsText = JsonText<ContentRelations['items']>;

/**
 * Every item's [id, project ids, category ids, tag ids], written by the database as JSON and
 * kept by the list cache: a save, delete or restore rewrites the item's list_xid, so the next
 * read brings just that item up to date.
 */
const itemRelations = (db: Db, definition: ContentTypeDefinition) =>
  cachedList<ContentRelations['items'][number]>(db, {
    key: `content relations ${definition.type}`,
    table: contentItems,
    id: contentItems.id,
    xid: contentItems.listXid,
    stored: true,
    rows: (changed) => sql`select ${contentItems.id}, json_build_array(
        ${contentItems.id},
        to_json(${contentItems.projects}),
        to_json(${contentItems.categories}),
        (select coalesce(json_agg(distinct tag.id::int order by tag.id::int), '[]'::json)
          from jsonb_each(${contentItems.tags}) per_project(project, ids),
            jsonb_array_elements_text(per_project.ids) tag(id))
      )::text as row
      from ${contentItems}
      where ${contentItems.type} = ${definition.type} and ${isLive} and ${changed}`,
  }) as Promise<ItemsText>;

interface Answered {
  sources: readonly unknown[];
  json: JsonText<ContentRelations>;
}
const answered = new WeakMap<Db, Map<string, Answered>>();

/**
 * The relations of every item of a type with the names they need. Each part comes from a cached
 * list (the items', the projects', the categories', the tags'), each the same object while
 * nothing in it changed; the answer is made again only when one of them is new, so a rename of a
 * tag shows at the next read, and a read with no change costs four cache checks.
 */
export async function contentRelations(db: Db, definition: ContentTypeDefinition) {
  const sources = await Promise.all([
    itemRelations(db, definition),
    listProjects(db),
    listCategories(db),
    listTags(db),
  ]);
  let perDb = answered.get(db);
  if (!perDb) {
    perDb = new Map();
    answered.set(db, perDb);
  }
  const known = perDb.get(definition.type);
  if (known?.sources.every((source, at) => source === sources[at])) return known.json;
  const [items, ...lists] = sources;
  const parsedItems = JSON.parse(items.text) as ContentRelations['items'];
  const named = relationKeys.map((_, at) => new Set(parsedItems.flatMap((item) => item[at + 1] as number[])));
  const names = Object.fromEntries(
    relationKeys.map((key, at) => {
      const rows = JSON.parse((lists[at] as JsonText<unknown>).text) as { id: number; name: string }[];
      const wanted = named[at] as Set<number>;
      return [
        key,
        Object.fromEntries(rows.filter((row) => wanted.has(row.id)).map((row) => [row.id, row.name])),
      ];
    }),
  );
  const json = new JsonText<ContentRelations>(`{"items":${items.text},"names":${JSON.stringify(names)}}`);
  perDb.set(definition.type, { sources, json });
  return json;
}
