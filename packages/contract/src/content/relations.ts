import type { ContentTypeDefinition } from './definition.ts';
import type { ContentListRow } from './item.ts';

/**
 * An item's projects, categories and tags, which its list call leaves out (its shape is the
 * spec's): one more call answers them for every item of a type at once, with their names, so a
 * list can show and filter them (`f_tags=3,7`) without a request per row.
 */
export const relationKeys = ['projects', 'categories', 'tags'] as const;
export type RelationKey = (typeof relationKeys)[number];

export const relationLabels: Record<RelationKey, string> = {
  projects: 'Projects',
  categories: 'Categories',
  tags: 'Tags',
};

/** One item's relations, compact since a type may have 20,000 items: [id, project ids, category ids, tag ids]. */
export type ItemRelations = [id: number, projects: number[], categories: number[], tags: number[]];

/** The answer of `content-service/get-content-relations`. */
export interface ContentRelations {
  /** Every item of the type (the trash left out), in id order. */
  items: ItemRelations[];
  /** The names of the projects, categories and tags the items name, by id. */
  names: Record<RelationKey, Record<string, string>>;
}

/** The relations a type's items have: projects always, categories and tags where it has a level. */
export const relationsOf = (definition: ContentTypeDefinition): RelationKey[] =>
  relationKeys.filter(
    (key) =>
      key === 'projects' ||
      (key === 'categories' ? definition.categoryLevel !== null : definition.tagLevel !== null),
  );

/** Where a joined row keeps its relation ids, beside the names its cells show. */
export const relationIdsKey = 'relation_ids';

/** A list row with its relations joined: names under each relation's key, ids under relationIdsKey. */
export type RelatedRow = ContentListRow & {
  [relationIdsKey]?: Partial<Record<RelationKey, readonly string[]>>;
};

/**
 * The rows with their relations joined (see RelatedRow): names comma-joined in id order, as a
 * cell shows and sorts them; ids kept as text for the filters. Items the relations do not name
 * (saved since) get none.
 */
export function joinRelations(rows: readonly ContentListRow[], relations: ContentRelations): RelatedRow[] {
  const byId = new Map(relations.items.map((item) => [item[0], item]));
  const position = { projects: 1, categories: 2, tags: 3 } as const;
  return rows.map((row) => {
    const item = byId.get(row.id);
    if (!item) return row;
    const names: Record<string, string> = {};
    const ids: Partial<Record<RelationKey, readonly string[]>> = {};
    for (const key of relationKeys) {
      const related = item[position[key]];
      names[key] = related.map((id) => relations.names[key][id] ?? `#${id}`).join(', ');
      ids[key] = related.map(String);
    }
    return Object.assign({}, row, names, { [relationIdsKey]: ids }) as RelatedRow;
  });
}
