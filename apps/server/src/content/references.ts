import {
  type ContentChoices,
  type ContentTypeDefinition,
  type ContentValues,
  contentMessage,
  type FieldMessages,
  type Status,
} from '@masthead/contract';
import { arrayContains, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, projects, tags } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';

/** Ids among `wanted` that are missing from `found`, or whose levels lack `level`. */
function problems(
  wanted: readonly number[],
  found: readonly { id: number; level: string[] | null }[],
  level: string | null,
): string | null {
  const byId = new Map(found.map((row) => [row.id, row]));
  const unknown = wanted.filter((id) => !byId.has(id));
  if (unknown.length) return contentMessage.unknownIds(unknown);
  if (!level) return null;
  const wrong = wanted.filter((id) => !byId.get(id)?.level?.includes(level));
  return wrong.length ? contentMessage.wrongLevel(wrong, level) : null;
}

/**
 * The projects, categories and tags an item names exist, and its tags and categories are of
 * the type's levels; otherwise the save is refused under the field, before anything is written.
 * The rows found stay locked against deletion until the save commits (`for key share`), so a
 * tag deleted at the same moment cannot leave the item naming it.
 */
export async function checkReferences(db: Db, definition: ContentTypeDefinition, values: ContentValues) {
  const messages: FieldMessages = {};
  const projectIds = (values.projects as number[] | undefined) ?? [];
  const categoryIds = (values.categories as number[] | undefined) ?? [];
  const tagIds = [
    ...new Set(Object.values((values.tags as Record<string, number[]> | undefined) ?? {}).flat()),
  ];
  // One table after the other, in the same order for every save.
  const checks = [
    { field: 'projects', table: projects, ids: projectIds, level: null },
    { field: 'categories', table: categories, ids: categoryIds, level: definition.categoryLevel },
    { field: 'tags', table: tags, ids: tagIds, level: definition.tagLevel },
  ] as const;
  for (const { field, table, ids, level } of checks) {
    if (!ids.length) continue;
    const found = await db
      .select({ id: table.id, level: 'level' in table ? table.level : sql<null>`null` })
      .from(table)
      .where(inArray(table.id, ids))
      .for('key share');
    const problem = problems(ids, found, level);
    if (problem) messages[field] = [problem];
  }
  if (Object.keys(messages).length) throw validationError(messages);
}

/** What a content form of this type offers: every project, the tags and categories of its levels. */
export async function contentChoices(db: Db, definition: ContentTypeDefinition): Promise<ContentChoices> {
  const projectRows = await db
    .select({
      id: projects.id,
      name: projects.name,
      content_type: projects.contentType,
      status: projects.status,
    })
    .from(projects)
    .orderBy(asc(projects.name), asc(projects.id));
  // A type without categories (or tags) offers none.
  const ofLevel = async (table: typeof categories | typeof tags, level: string | null) =>
    level
      ? db
          .select({ id: table.id, name: table.name, status: table.status })
          .from(table)
          .where(arrayContains(table.level, [level]))
          .orderBy(asc(table.name))
      : [];
  const categoryRows = await ofLevel(categories, definition.categoryLevel);
  const tagRows = await ofLevel(tags, definition.tagLevel);
  const withStatus = <R extends { status: string }>(rows: R[]) =>
    rows.map((row) => ({ ...row, status: row.status as Status }));
  return {
    projects: withStatus(projectRows),
    categories: withStatus(categoryRows),
    tags: withStatus(tagRows),
  };
}

/**
 * The projects, categories and tags of a stored item that still exist and fit the type's levels:
 * an item brought back from the trash keeps these and lets the others go (they were removed
 * meanwhile), rather than naming ids no save would accept.
 */
export async function keptReferences(
  db: Db,
  definition: ContentTypeDefinition,
  item: { projects: number[]; categories: number[]; tags: Record<string, number[]> },
) {
  const tagIds = [...new Set(Object.values(item.tags).flat())];
  const projectRows = item.projects.length
    ? await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, item.projects))
    : [];
  const categoryRows = item.categories.length
    ? await db
        .select({ id: categories.id, level: categories.level })
        .from(categories)
        .where(inArray(categories.id, item.categories))
    : [];
  const tagRows = tagIds.length
    ? await db.select({ id: tags.id, level: tags.level }).from(tags).where(inArray(tags.id, tagIds))
    : [];
  const fits = (rows: { id: number; level: string[] }[], level: string | null) =>
    new Set(rows.filter((row) => !level || row.level.includes(level)).map((row) => row.id));
  const projectIds = new Set(projectRows.map((row) => row.id));
  const categoryIds = fits(categoryRows, definition.categoryLevel);
  const keptTagIds = fits(tagRows, definition.tagLevel);
  const keptTags: Record<string, number[]> = {};
  for (const [project, ids] of Object.entries(item.tags)) {
    const kept = ids.filter((id) => keptTagIds.has(id));
    if (projectIds.has(Number(project)) && kept.length) keptTags[project] = kept;
  }
  return {
    projects: item.projects.filter((id) => projectIds.has(id)),
    categories: item.categories.filter((id) => categoryIds.has(id)),
    tags: keptTags,
  };
}
