import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { id, loadedDateTime } from '../rules.ts';
import { allFields, type ContentValues } from './common.ts';
import type { ContentTypeDefinition } from './definition.ts';
import { contentMessage } from './messages.ts';
import { contentConfig, fieldRule } from './rules.ts';

/**
 * The save rules of a content type, apart from its fields (common.ts): the server and the form
 * run them, while the list pages read the fields without carrying zod.
 */

/**
 * Every item answers `categories`; a type without them (wallpapers) answers `[]`, so a form or
 * a script that sends back what it read may send that, and nothing else.
 */
const noCategories = (definition: ContentTypeDefinition) =>
  z
    .array(z.unknown(), { error: fieldMessage.invalid })
    .max(0, contentMessage.noCategories(definition.pluralLabel))
    .optional();

/** What a save names besides its fields. */
const saveExtras = (definition: ContentTypeDefinition) => ({
  /** Optional: the call already says the type; when sent it must match. */
  type: z.literal(definition.type, { error: contentMessage.wrongType(definition.type) }).optional(),
  config: contentConfig(),
  ...(definition.categoryLevel ? {} : { categories: noCategories(definition) }),
});

/** Tags may be chosen only for projects the item belongs to. */
function checkTagsHaveProjects(
  values: { projects?: number[] | undefined; tags?: Record<string, number[]> | undefined },
  ctx: z.RefinementCtx,
) {
  const projects = new Set((values.projects ?? []).map(String));
  for (const project of Object.keys(values.tags ?? {})) {
    if (!projects.has(project))
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message: contentMessage.includeProjectForTags(project),
      });
  }
}

function saveSchema(definition: ContentTypeDefinition, extra: Record<string, z.ZodType>) {
  const shape = Object.fromEntries(allFields(definition).map((field) => [field.key, fieldRule(field)]));
  return z
    .strictObject({ ...shape, ...saveExtras(definition), ...extra })
    .superRefine((values, ctx) =>
      checkTagsHaveProjects(values as Parameters<typeof checkTagsHaveProjects>[0], ctx),
    );
}

/** A create's fields, after the multipart form is decoded (see form-encoding.ts). */
export const createContentInput = (definition: ContentTypeDefinition) =>
  saveSchema(definition, {}) as unknown as z.ZodType<ContentValues, ContentValues>;

/** An update names the item and the `update_datetime` it was loaded with. */
export const updateContentInput = (definition: ContentTypeDefinition) =>
  saveSchema(definition, { id, update_datetime: loadedDateTime() }) as unknown as z.ZodType<
    ContentValues & { id: number; update_datetime: string },
    ContentValues & { id: number; update_datetime: string }
  >;

/** A delete names the item and the `update_datetime` it was loaded with, as an update does. */
export const deleteContentInput = z.strictObject({ id, update_datetime: loadedDateTime() });
