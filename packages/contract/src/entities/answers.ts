import { z } from 'zod';
import { named } from '../answers.ts';
import { dateTimeText } from '../call-definition.ts';
import { statuses } from '../choices.ts';
import type { ColumnKind } from '../export/types.ts';
import { permissionNames } from '../permissions.ts';
import type { EntityDefinition, EntityField, EntityRow } from './definition.ts';

const integer = z.number().int();
const choiceOf = (options: readonly string[]) => z.enum(options as [string, ...string[]]);

/** A field as a row answers it; a password is sent, never answered. */
function answeredField(field: EntityField): z.ZodType | undefined {
  switch (field.kind) {
    case 'password':
      return undefined;
    case 'integer':
      return integer;
    case 'choice':
      return choiceOf(field.options);
    case 'status':
      return choiceOf(statuses);
    case 'choiceList':
      return z.array(choiceOf(field.options));
    case 'projects':
      return z.array(integer);
    case 'permissions':
      return z.array(choiceOf(permissionNames));
    default:
      return z.string();
  }
}

/** A column beside the fields (who saved it, its version) as a row answers it. */
const columnSchema: Record<ColumnKind, z.ZodType> = {
  text: z.string(),
  status: choiceOf(statuses),
  image: z.string(),
  id: integer,
  number: integer,
  date: dateTimeText,
};
const alsoSchema = { string: z.string(), integer, object: z.record(z.string(), z.unknown()) };

/** 'Allowed IP' → 'AllowedIp': the name of an entity's row among the document's schemas. */
export const entitySchemaName = (definition: Pick<EntityDefinition, 'label'>) =>
  definition.label
    .split(' ')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`)
    .join('');

const rows = new Map<EntityDefinition, z.ZodType>();

/**
 * A row of the entity as its list, get, create and update calls answer it, from its
 * definition: its id, its fields, what its columns show besides (who saved it, its version),
 * what it names `answersAlso`, and the date-times it was saved at (an edit names the last).
 * Every key is always there and no other: a row is exact. Named once, by the entity's label.
 */
export function entityRowAnswer<Row extends EntityRow>(definition: EntityDefinition): z.ZodType<Row> {
  const known = rows.get(definition);
  if (known) return known as z.ZodType<Row>;
  const shape: Record<string, z.ZodType> = { id: integer };
  for (const field of definition.fields) {
    const schema = answeredField(field);
    if (schema) shape[field.key] = schema;
  }
  for (const column of definition.columns) shape[column.key] ??= columnSchema[column.kind ?? 'text'];
  for (const [key, type] of Object.entries(definition.answersAlso ?? {}))
    if (type) shape[key] = alsoSchema[type];
  shape.creation_datetime = dateTimeText;
  if (definition.versionedBy === 'update_datetime') shape.update_datetime = dateTimeText;
  for (const [key, schema] of Object.entries(shape))
    shape[key] = schema.meta({ description: definition.labels[key] ?? key });
  const row = named(
    entitySchemaName(definition),
    z.strictObject(shape),
    `A ${definition.label.toLowerCase()} as its calls answer it.`,
  );
  rows.set(definition, row);
  return row as unknown as z.ZodType<Row>;
}
