import { type EntityDefinition, type EntityField, type EntityRow, isListField } from '@masthead/contract';
import type { FormMode } from '../components/form-kit/modes.ts';
import { sortPermissions } from '../users/userValues.ts';

/** An entity form's values as its inputs hold them: text for one value, text items for a list. */
export type EntityFormValues = Record<string, string | string[]>;

/** A saved row's field by key (rows are interfaces of their own). */
export const fieldOf = (item: EntityRow, key: string) => (item as unknown as Record<string, unknown>)[key];

/** What a field holds before anything is chosen: an empty list or text, the kinds' own starts apart. */
export function emptyValue(field: EntityField): string | string[] {
  if (isListField(field)) return [];
  if (field.kind === 'status') return 'ACTIVE';
  // A radio group always has one answer picked.
  if (field.kind === 'choice' && field.as === 'radio') return field.options[0];
  return '';
}

/** A new item's values: the entity's defaults (a project's), else each field empty. */
export const newEntityValues = (
  definition: EntityDefinition,
  defaults: Readonly<Record<string, string>> = {},
): EntityFormValues =>
  Object.fromEntries(definition.fields.map((field) => [field.key, defaults[field.key] ?? emptyValue(field)]));

function savedValue(field: EntityField, value: unknown): string | string[] {
  // A password is sent, never answered: empty keeps the current one.
  if (field.kind === 'password') return '';
  // In the contract's order, so ticking a box and unticking it again leaves the form unchanged.
  if (field.kind === 'permissions') return sortPermissions(value as string[]);
  if (Array.isArray(value)) return value.map(String);
  return value === null || value === undefined ? '' : String(value);
}

/** What the form opens with: a new item's values, or the saved item's (a clone's source's too). */
export function initialEntityValues({
  definition,
  item,
  defaults,
}: {
  definition: EntityDefinition;
  item: EntityRow | null;
  defaults?: Readonly<Record<string, string>>;
}): EntityFormValues {
  if (!item) return newEntityValues(definition, defaults);
  return Object.fromEntries(
    definition.fields.map((field) => [field.key, savedValue(field, fieldOf(item, field.key))]),
  );
}

/**
 * The save's input from the values: project ids as numbers; an edit names the item and the
 * version it loaded, so a save over someone else's newer one is refused (409); a clone names
 * its source.
 */
export function entityInput({
  definition,
  values,
  item,
  mode,
}: {
  definition: EntityDefinition;
  values: EntityFormValues;
  item: EntityRow | null;
  mode: FormMode;
}): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const field of definition.fields)
    if (field.kind === 'projects') input[field.key] = (values[field.key] as string[]).map(Number);
  if (!item) return input;
  if (mode === 'clone') return { ...input, id: item.id };
  return { ...input, id: item.id, [definition.versionedBy]: fieldOf(item, definition.versionedBy) };
}

/** The fields shown only with `key`'s value: a new value of it starts them afresh. */
export const dependentsOf = (definition: EntityDefinition, key: string) =>
  definition.fields.filter((field) => field.onlyWhen?.field === key);
