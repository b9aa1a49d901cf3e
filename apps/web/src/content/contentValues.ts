import {
  allFields,
  type ContentField,
  type ContentItem,
  type ContentTypeDefinition,
  contentFormEntries,
  dropIrrelevantFields,
  newContentValues,
} from '@masthead/contract';
import type { FormMode } from '../components/form-kit/modes.ts';
import type { FileValue } from './fields/fileValue.ts';
import { toReviewRows } from './fields/ReviewUrlsField.tsx';

/** A content form's values by field key, as its widgets hold them (files as URL or File). */
export type ContentFormValues = Record<string, unknown>;

/** The value a widget edits, from the value an item was saved with. */
function formValueOf(field: ContentField, saved: unknown): unknown {
  switch (field.kind) {
    case 'integer':
      return saved === null || saved === undefined ? '' : String(saved);
    case 'reviewUrls':
      return toReviewRows(saved);
    case 'textList':
    case 'projects':
    case 'categories':
      return Array.isArray(saved) ? saved : [];
    case 'tags':
      return saved && typeof saved === 'object' ? saved : {};
    default:
      return saved === null || saved === undefined ? '' : saved;
  }
}

/** What the form opens with: the type's defaults for a new item, the saved values otherwise. */
export function initialContentValues({
  definition,
  mode,
  item,
}: {
  definition: ContentTypeDefinition;
  mode: FormMode;
  item: ContentItem | null;
}): ContentFormValues {
  if (mode === 'new' || !item) return newContentValues(definition);
  return Object.fromEntries(
    allFields(definition).map((field) => [field.key, formValueOf(field, item[field.key])]),
  );
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/**
 * The save's input and its files. Fields irrelevant to the game's technology (or the quiz's
 * type) are dropped first, as the spec's game submit does. A freshly chosen file travels as a
 * part of its own, so its text entry is left out; a kept file sends its URL, a removed one ''.
 * An update names the item and the `update_datetime` it was loaded with.
 */
export function contentSave({
  definition,
  values,
  item,
}: {
  definition: ContentTypeDefinition;
  values: ContentFormValues;
  item: ContentItem | null;
}): { input: ContentFormValues; files: Record<string, File> } {
  const relevant = dropIrrelevantFields(definition, values);
  const files: Record<string, File> = {};
  const input: ContentFormValues = {};
  for (const [key, value] of Object.entries(relevant)) {
    if (isFile(value)) files[key] = value;
    else input[key] = value;
  }
  if (item) Object.assign(input, { id: item.id, update_datetime: item.update_datetime });
  return { input, files };
}

/** The multipart body of a save: the checked input as text entries, then each file as a part. */
export function contentFormData({
  definition,
  input,
  files,
}: {
  definition: ContentTypeDefinition;
  input: ContentFormValues;
  files: Readonly<Record<string, FileValue>>;
}): FormData {
  const form = new FormData();
  for (const [key, text] of contentFormEntries(definition, input)) form.append(key, text);
  for (const [key, file] of Object.entries(files)) if (isFile(file)) form.append(key, file, file.name);
  return form;
}

/** Field labels by key, for the failure banner's lines and the History tab. */
export const contentLabels = (definition: ContentTypeDefinition): Record<string, string> =>
  Object.fromEntries(allFields(definition).map((field) => [field.key, field.label]));
