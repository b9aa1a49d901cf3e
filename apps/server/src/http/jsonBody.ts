import { globalMessage, holdsForbiddenJsonKey } from '@masthead/contract';
import { AppError } from './errors.ts';

/** Any key that could be "__proto__" or "constructor", written plainly or with \u escapes. */
const mayHoldForbiddenKey = /__proto__|constructor|\\u/;

/**
 * A JSON request body: malformed or empty JSON is a SyntaxError (the envelope's "not valid JSON"),
 * a key that could reach an object's prototype a 400 that names it (Fastify's own parser refuses
 * it too, but answers only that the JSON is invalid). Bodies that cannot hold such a key, nearly
 * all, are not walked at all.
 */
export function parseJsonBody(text: string): unknown {
  const parsed: unknown = JSON.parse(text);
  if (mayHoldForbiddenKey.test(text) && holdsForbiddenJsonKey(parsed))
    throw new AppError(400, globalMessage.forbiddenJsonKey);
  return parsed;
}
