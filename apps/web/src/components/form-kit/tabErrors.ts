import type { FieldErrors } from '../form/useSchemaForm.ts';

/** A tab of a form as far as errors go: which fields sit on it. */
export interface TabFields {
  value: string;
  fields?: readonly string[];
}

/** How many fields of each tab have an error, so a tab can say 'look here' while hidden. */
export function errorCountByTab({
  tabs,
  errors,
}: {
  tabs: readonly TabFields[];
  errors: FieldErrors;
}): Record<string, number> {
  return Object.fromEntries(
    tabs.map((tab) => [tab.value, (tab.fields ?? []).filter((field) => errors[field] !== undefined).length]),
  );
}

/** The first tab, in tab order, holding a field with an error: the one to open after a failed submit. */
export function firstTabWithError({
  tabs,
  fields,
}: {
  tabs: readonly TabFields[];
  fields: readonly string[];
}): string | undefined {
  return tabs.find((tab) => (tab.fields ?? []).some((field) => fields.includes(field)))?.value;
}
