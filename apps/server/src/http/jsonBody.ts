import { globalMessage } from '@masthead/contract';
import { AppError } from './errors.ts';

/** Any key that could be "__proto__" or "constructor", written plainly or with \u escapes. */
const mayHoldForbiddenKey = /__proto__|constructor|\\u/;

/**
 * Refuses, while parsing, a key that would reach an object's prototype once the body is copied
 * into another object: "__proto__", and "constructor" holding a "prototype" (Fastify's own
 * parser refuses both too, but answers only that the JSON is invalid).
 */
function refuseForbiddenKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new AppError(400, globalMessage.forbiddenJsonKey);
  if (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    Object.hasOwn(value, 'prototype')
  )
    throw new AppError(400, globalMessage.forbiddenJsonKey);
  return value;
}

/**
 * A JSON request body: malformed or empty JSON is a SyntaxError (the envelope's "not valid JSON"),
 * a forbidden key a 400 that names it. Bodies without such a key, nearly all, are parsed without
 * a reviver, which would make every parse several times slower.
 */
export function parseJsonBody(text: string): unknown {
  if (!mayHoldForbiddenKey.test(text)) return JSON.parse(text);
  return JSON.parse(text, refuseForbiddenKeys);
}
