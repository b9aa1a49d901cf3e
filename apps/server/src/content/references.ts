import {
  type ContentChoices,
  type ContentTypeDefinition,
  type ContentValues,
  contentMessage,
  type FieldMessages,
  type Status,
} from '@masthead/contract';
import { arrayContains, asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, projects, tags } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';

/** Ids among `wanted` that are missing from `found`, or whose levels lack `level`. */
function problems(
  wanted: readonly number[],
  found: readonly { id: number; level?: string[] }[],
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
  if (projectIds.length) {
    const found = await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, projectIds))
      .for('key share');
    const problem = problems(projectIds, found, null);
    if (problem) messages.projects = [problem];
  }
  if (categoryIds.length) {
    const found = await db
      .select({ id: categories.id, level: categories.level })
      .from(categories)
      .where(inArray(categories.id, categoryIds))
      .for('key share');
    const problem = problems(categoryIds, found, definition.categoryLevel);
    if (problem) messages.categories = [problem];
  }
  if (tagIds.length) {
    const found = await db
      .select({ id: tags.id, level: tags.level })
      .from(tags)
      .where(inArray(tags.id, tagIds))
      .for('key share');
    const problem = problems(tagIds, found, definition.tagLevel);
    if (problem) messages.tags = [problem];
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
  const categoryRows = definition.categoryLevel
    ? await db
        .select({ id: categories.id, name: categories.name, status: categories.status })
        .from(categories)
        .where(arrayContains(categories.level, [definition.categoryLevel]))
        .orderBy(asc(categories.name))
    : [];
  const tagRows = definition.tagLevel
    ? await db
        .select({ id: tags.id, name: tags.name, status: tags.status })
        .from(tags)
        .where(arrayContains(tags.level, [definition.tagLevel]))
        .orderBy(asc(tags.name))
    : [];
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
