import { statuses } from '../choices.ts';
import type { ContentTypeDefinition } from './definition.ts';
import { choiceField, textareaField, textField } from './field-helpers.ts';
import { type ContentField, emptyValue } from './fields.ts';

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
    },
    choiceField('status', 'Status', statuses, { ...general, required: true }),
    {
      key: 'projects',
      label: 'Projects',
      kind: 'projects',
      tab: 'general',
      required: false,
    },
    ...(definition.categoryLevel
      ? [
          {
            key: 'categories',
            label: 'Categories',
            kind: 'categories',
            tab: 'general',
            required: false,
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

export type ContentValues = Record<string, unknown>;

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
