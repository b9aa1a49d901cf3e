import { JsonText } from '../db/json-list.ts';

/** A stored file's URL as the database keeps it (items, list rows, history): a whole JSON string. */
const storedUrl = /"\/media\/([0-9a-f]{64}\.[a-z0-9]{2,8})"/g;

/**
 * With MEDIA_PUBLIC_URL set, answers name files where browsers read them. The database keeps
 * '/media/<name>' whatever the setting, so changing it (or a CDN's address) needs no rewrite
 * of stored rows or history: answers are translated on their way out, and a form sending a
 * URL back is translated on its way in. A text field whose whole value is such a URL reads as
 * one too, harmlessly: it names the same file.
 */
export function publicMediaAnswers(publicBase: string | null) {
  if (!publicBase) return null;
  // The base as it stands inside a JSON string.
  const base = JSON.stringify(publicBase).slice(1, -1);
  const rewrite = (json: string) => json.replace(storedUrl, (_, name: string) => `"${base}${name}"`);
  // A cached list answers many reads: it is translated (and gzipped) once.
  const lists = new WeakMap<JsonText<unknown>, JsonText<unknown>>();
  return {
    /** An answer's JSON text with its media URLs public. */
    text: rewrite,
    list<T>(list: JsonText<T>): JsonText<T> {
      let rewritten = lists.get(list);
      if (!rewritten) {
        rewritten = new JsonText(rewrite(list.text));
        lists.set(list, rewritten);
      }
      return rewritten as JsonText<T>;
    },
  };
}

/** A file field's value as a form sends it back: the public URL of a stored file reads as the stored one. */
export function storedMediaUrl(value: unknown, publicBase: string | null) {
  if (!publicBase || typeof value !== 'string' || !value.startsWith(publicBase)) return value;
  const name = value.slice(publicBase.length);
  return /^[0-9a-f]{64}\.[a-z0-9]{2,8}$/.test(name) ? `/media/${name}` : value;
}
