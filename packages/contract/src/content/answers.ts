import { z } from 'zod';
import { named } from '../answers.ts';
import { dateTimeText } from '../call-definition.ts';
import { statuses } from '../choices.ts';
import { allFields } from './common.ts';
import type { ContentTypeDefinition } from './definition.ts';
import type { ContentField } from './fields.ts';
import type { ContentItem, ContentListRow } from './item.ts';
import { contentTypes } from './types/index.ts';

const integer = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a stored file answers beside its URL. */
export const mediaFileAnswer = named(
  'MediaFile',
  z.strictObject({
    url: z.string(),
    type: z.string(),
    bytes: integer,
    width: integer.nullable(),
    height: integer.nullable(),
    original_name: z.string().nullable(),
  }),
  'A stored file: its URL, the type read from its bytes, its size and an image’s pixel size.',
);

/** A field's value as a get answers it, in the shape a save sends it (files as URL paths). */
function fieldValueAnswer(field: ContentField): z.ZodType {
  switch (field.kind) {
    case 'integer':
      return integer;
    case 'choice':
      return z.enum(field.options);
    case 'date':
      return isoDay;
    case 'textList':
      return z.array(z.string());
    case 'reviewUrls':
      return z.array(z.strictObject({ name: z.string(), url: z.string(), rating: integer }));
    case 'projects':
    case 'categories':
      return z.array(integer);
    case 'tags':
      return z.record(z.string(), z.array(integer));
    default:
      return z.string();
  }
}

/** A field that may be left empty (or is dropped for another technology) answers its empty value. */
const isOptional = (field: ContentField) => !field.required || field.onlyWhen !== undefined;
const emptyOf = (field: ContentField): z.ZodType =>
  field.kind === 'integer' || field.kind === 'choice' || field.kind === 'date' ? z.literal('') : z.never();
function answered(field: ContentField) {
  const value = fieldValueAnswer(field);
  return isOptional(field) && emptyOf(field) instanceof z.ZodLiteral
    ? z.union([value, emptyOf(field)])
    : value;
}

const itemOf = new Map<ContentTypeDefinition, z.ZodType>();

/**
 * One item of the type as get, create and update answer it, from its definition: the common
 * fields, the type's own, each file's facts under `media`, and who saved it last.
 */
export function contentItemAnswer(definition: ContentTypeDefinition): z.ZodType<ContentItem> {
  const known = itemOf.get(definition);
  if (known) return known as z.ZodType<ContentItem>;
  const shape: Record<string, z.ZodType> = {
    id: integer,
    content_id: z.string(),
    type: z.literal(definition.type),
    projects: z.array(integer),
    categories: z.array(integer),
    tags: z.record(z.string(), z.array(integer)),
    config: z.record(z.string(), z.unknown()),
  };
  for (const field of allFields(definition))
    shape[field.key] = answered(field).meta({ description: field.label });
  Object.assign(shape, {
    status: z.enum(statuses),
    media: z.record(z.string(), mediaFileAnswer),
    creation_datetime: dateTimeText,
    update_datetime: dateTimeText,
    updated_by: z.string().nullable().meta({ description: 'Who saved it last (username).' }),
  });
  const item = named(
    definition.label.replace(/ /g, ''),
    z.strictObject(shape),
    `A ${definition.label.toLowerCase()} as get, create and update answer it.`,
  );
  itemOf.set(definition, item);
  return item as unknown as z.ZodType<ContentItem>;
}

const commonColumns: Record<string, z.ZodType> = {
  id: integer,
  content_id: z.string(),
  title: z.string(),
  status: z.enum(statuses),
  creation_datetime: dateTimeText,
  update_datetime: dateTimeText,
};

/** A row of the type's list: `id` and its columns; own fields as stored (null when never set), files as URL paths or null. */
export function contentListRowAnswer(definition: ContentTypeDefinition): z.ZodType<ContentListRow> {
  const shape: Record<string, z.ZodType> = {};
  for (const key of new Set(['id', ...definition.columns])) {
    const field = definition.fields.find((candidate) => candidate.key === key);
    shape[key] =
      commonColumns[key] ??
      (field?.kind === 'file'
        ? z.string().nullable()
        : field
          ? answered(field).nullable()
          : z.string().nullable());
  }
  return named(
    `${definition.label.replace(/ /g, '')}ListRow`,
    z.strictObject(shape),
  ) as unknown as z.ZodType<ContentListRow>;
}

/** An item of any type: what restoring one from the trash answers. */
export const anyContentItemAnswer: z.ZodType<ContentItem> = z.lazy(() =>
  z.union(
    contentTypes.map((definition) => contentItemAnswer(definition)) as unknown as [z.ZodType, z.ZodType],
  ),
) as unknown as z.ZodType<ContentItem>;
