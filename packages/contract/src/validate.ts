import type { z } from 'zod';
import { fieldMessage } from './messages.ts';

export type FieldMessages = Record<string, string[]>;

/**
 * For the browser: zod compiles validators with `new Function`, which a Content-Security-Policy
 * without 'unsafe-eval' refuses, and Chrome reports every refusal. Forms validate fast enough
 * without it; the server keeps the compiled ones. zod keeps its settings in this global and
 * adopts it when it loads (zod/v4/core/core.js), so the first page sets it without carrying
 * zod: the schemas load later, with the forms.
 */
export const validateWithoutCompiling = () => {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
};

export type Validation<T> = { ok: true; data: T } | { ok: false; messages: FieldMessages };

/**
 * Runs a contract schema and folds its issues into the envelope's `messages`: one list per
 * field, in order, without repeats (the spec merges base and scenario rules per field).
 * An unknown field is reported under its own name, so a form can show it and a script sees it.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  // A Map, not an object: a field named `constructor` or `toString` must not find Object's own.
  const messages = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = messages.get(field) ?? [];
    if (!list.includes(message)) messages.set(field, [...list, message]);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), fieldMessage.unknownField);
    } else if (issue.path.length === 0 && issue.code === 'invalid_type') {
      // A body that is not an object at all (an array, a string): the spec's generic word.
      add('body', fieldMessage.invalid);
    } else {
      add(issue.path.length ? issue.path.join('.') : 'body', issue.message);
    }
  }
  return { ok: false, messages: Object.fromEntries(messages) };
}
