import { z } from 'zod';
import { id, loadedDateTime, statuses } from '../rules.ts';
import type { ContentTypeDefinition } from './definition.ts';
import { choiceField, textareaField, textField } from './field-helpers.ts';
import { type ContentField, emptyValue } from './fields.ts';
import { contentMessage } from './messages.ts';
import { contentConfig, idList, optionalContentText, tagsByProject } from './rules.ts';

/** The limits of the fields every type shares (content spec section 5). */
export const commonLimits = { title: 2048, description: 4096, keywords: 512 } as const;

/**
 * The General Options tab of every type, in form order. Categories and tags appear only for
 * types that have a level for them.
 */
export function commonFields(definition: ContentTypeDefinition): ContentField[] {
  const general = { tab: 'general' } as const;
  return [
    textField('title', 'Title', commonLimits.title, { ...general, required: true }),
    textareaField('description', 'Description', commonLimits.description, {
      ...general,
      required: definition.isDescriptionRequired,
    }),
    {
      key: 'keywords',
      label: 'Keywords',
      kind: 'keywords',
      max: commonLimits.keywords,
      tab: 'general',
      required: false,
      rule: optionalContentText(commonLimits.keywords),
    },
    choiceField('status', 'Status', statuses, { ...general, required: true }),
    {
      key: 'projects',
      label: 'Projects',
      kind: 'projects',
      tab: 'general',
      required: false,
      rule: idList({ required: false }),
    },
    ...(definition.categoryLevel
      ? [
          {
            key: 'categories',
            label: 'Categories',
            kind: 'categories',
            tab: 'general',
            required: false,
            rule: idList({ required: false }),
          } satisfies ContentField,
        ]
      : []),
    ...(definition.tagLevel
      ? [
          {
            key: 'tags',
            label: 'Tags',
            kind: 'tags',
            tab: 'general',
            required: false,
            rule: tagsByProject(),
          } satisfies ContentField,
        ]
      : []),
  ];
}

/** Every field of a type's form: the general ones, then its own. */
export const allFields = (definition: ContentTypeDefinition): ContentField[] => [
  ...commonFields(definition),
  ...definition.fields,
];

/** A field shown only for some values of another (a game's technology) is dropped otherwise. */
export function isFieldRelevant(field: ContentField, values: Record<string, unknown>) {
  return !field.onlyWhen || field.onlyWhen.in.includes(String(values[field.onlyWhen.field] ?? ''));
}

/**
 * The values without the fields irrelevant to the chosen technology (or quiz type), as the
 * spec's game submit does. The form sends this and the server applies it again.
 */
export function dropIrrelevantFields<V extends Record<string, unknown>>(
  definition: ContentTypeDefinition,
  values: V,
) {
  const irrelevant = new Set(
    definition.fields.filter((field) => !isFieldRelevant(field, values)).map((f) => f.key),
  );
  return Object.fromEntries(Object.entries(values).filter(([key]) => !irrelevant.has(key))) as Partial<V>;
}

/** What a save names besides its fields. */
const saveExtras = (definition: ContentTypeDefinition) => ({
  /** Optional: the call already says the type; when sent it must match. */
  type: z.literal(definition.type, { error: contentMessage.wrongType(definition.type) }).optional(),
  config: contentConfig(),
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

export type ContentValues = Record<string, unknown>;

function saveSchema(definition: ContentTypeDefinition, extra: Record<string, z.ZodType>) {
  const shape = Object.fromEntries(allFields(definition).map((field) => [field.key, field.rule]));
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

/** The values of a new item before anything is typed: status ACTIVE, choices at their first option. */
export function newContentValues(definition: ContentTypeDefinition): ContentValues {
  const values: ContentValues = { status: 'ACTIVE', title: '', description: '', keywords: '', projects: [] };
  if (definition.categoryLevel) values.categories = [];
  if (definition.tagLevel) values.tags = {};
  for (const field of definition.fields) {
    values[field.key] = field.kind === 'choice' && field.required ? field.options[0] : emptyValue(field);
  }
  return values;
}
