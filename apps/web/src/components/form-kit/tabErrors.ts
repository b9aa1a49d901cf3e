import type { FieldErrors } from '../form/useSchemaForm.ts';

/** A tab of a form as far as errors go: which fields sit on it. */
export interface TabFields {
  value: string;
  fields?: readonly string[];
}

/**
 * Whether a field, or a part of it ('review_urls.1.url' of 'review_urls'), has an error: lists of
 * rows report their errors by row and column.
 */
const hasError = (errors: FieldErrors, field: string) =>
  errors[field] !== undefined || Object.keys(errors).some((key) => key.startsWith(`${field}.`));

/** How many fields of each tab have an error, so a tab can say 'look here' while hidden. */
export function errorCountByTab({
  tabs,
  errors,
}: {
  tabs: readonly TabFields[];
  errors: FieldErrors;
}): Record<string, number> {
  return Object.fromEntries(
    tabs.map((tab) => [tab.value, (tab.fields ?? []).filter((field) => hasError(errors, field)).length]),
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
  return tabs.find((tab) =>
    (tab.fields ?? []).some((field) => fields.some((key) => key === field || key.startsWith(`${field}.`))),
  )?.value;
}
