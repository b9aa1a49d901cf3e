import { holdsForbiddenJsonKey } from '../json-keys.ts';
import { fieldMessage, globalMessage } from '../messages.ts';
import type { FieldMessages } from '../validate.ts';
import { allFields } from './common.ts';
import type { ContentTypeDefinition } from './definition.ts';
import { jsonEncodedKinds } from './fields.ts';

/**
 * How a content save travels as multipart/form-data (content spec section 7): plain fields
 * as text, lists and objects (projects, categories, tags, review_urls, ingredients, config)
 * as JSON text, files as parts named by their field. The web encodes with `contentFormEntries`
 * and the server decodes with `decodeContentForm`, so both read the same list of JSON fields.
 */
/** `categories` too for a type without them, which may send back the `[]` it read. */
const extraJsonKeys = new Set(['config', 'categories']);

export function jsonEncodedKeys(definition: ContentTypeDefinition): Set<string> {
  return new Set([
    ...allFields(definition)
      .filter((field) => jsonEncodedKinds.has(field.kind))
      .map((field) => field.key),
    ...extraJsonKeys,
  ]);
}

/** The text entries of a save (files are appended by the caller as parts of their field's name). */
export function contentFormEntries(
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
): [string, string][] {
  const json = jsonEncodedKeys(definition);
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [
      key,
      json.has(key) ? JSON.stringify(value) : value === null ? '' : String(value),
    ]);
}

/**
 * The text parts of a save turned back into values: JSON fields parsed, numbers left as
 * digits for the rules to read. A JSON field that is not JSON is reported under its name.
 * A browser sends every line break of a form as CR LF; the text is kept with the LF it was
 * typed with, so it is stored as a JSON save stores it and counts as long as the user saw it.
 */
export function decodeContentForm(
  definition: ContentTypeDefinition,
  texts: Record<string, string>,
): { values: Record<string, unknown>; messages: FieldMessages } {
  const json = jsonEncodedKeys(definition);
  const values: Record<string, unknown> = {};
  const messages: FieldMessages = {};
  for (const [key, text] of Object.entries(texts)) {
    if (!json.has(key)) {
      values[key] = key === 'id' && /^\d{1,10}$/.test(text) ? Number(text) : text.replaceAll('\r\n', '\n');
      continue;
    }
    if (text === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      messages[key] = [fieldMessage.invalid];
      continue;
    }
    if (holdsForbiddenJsonKey(value)) messages[key] = [globalMessage.forbiddenJsonKey];
    else values[key] = value;
  }
  return { values, messages };
}
