import { z } from 'zod';
import { fieldMessage } from './messages.ts';

/**
 * The few building blocks every rule of the spec is made of. A missing value reads
 * 'is required', a value of the wrong kind 'is invalid'; each check carries the spec's text.
 */
const requiredOrInvalid = (requiredMessage: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage : fieldMessage.invalid;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** PostgreSQL text cannot hold U+0000, so such input is refused like any other invalid value. */
const nul = String.fromCharCode(0);
const hasNoNul = (value: string) => !value.includes(nul);

/** A string of at most `max` characters; '' is a valid "nothing". */
export const optionalText = (max: number) =>
  z
    .string({ error: fieldMessage.invalid })
    .max(max, fieldMessage.maxSymbols(max))
    .refine(hasNoNul, fieldMessage.invalid)
    .optional();

/** A string that must be present and not empty and match `pattern`, which also bounds its length. */
export const requiredPattern = (pattern: RegExp, message: string) =>
  z
    .string({ error: requiredOrInvalid(fieldMessage.required) })
    .min(1, { error: fieldMessage.required, abort: true })
    .regex(pattern, message)
    .refine(hasNoNul, fieldMessage.invalid);

/** A string that must be present and not empty, of at most `max` characters. */
export const requiredText = (max: number, requiredMessage: string = fieldMessage.required) =>
  z
    .string({ error: requiredOrInvalid(requiredMessage) })
    .min(1, { error: requiredMessage, abort: true })
    .max(max, fieldMessage.maxSymbols(max))
    .refine(hasNoNul, fieldMessage.invalid);

export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.enum(values, { error: requiredOrInvalid(fieldMessage.required) }));

const maxInt4 = 2_147_483_647;

/** A whole number that fits the database's integer; digits typed into a form count too. */
export const requiredInteger = (message: string = fieldMessage.integer) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : emptyToUndefined(value)),
    z
      // Anything but a number ('abc', '1.5', true) is "not an integer" in the spec's words.
      .number({ error: (issue) => (issue.input === undefined ? fieldMessage.required : message) })
      .int(message)
      .min(0, message)
      .max(maxInt4, message),
  );

/** The id every get/update call names. */
export const id = z
  .number({ error: requiredOrInvalid(fieldMessage.required) })
  .int(fieldMessage.invalid)
  .min(1, fieldMessage.invalid)
  .max(maxInt4, fieldMessage.invalid);
export const byId = z.strictObject({ id });

/**
 * The `update_datetime` an edit form loaded ('YYYY-MM-DD HH:mm:ss'): a save over a newer
 * version is refused as an edit conflict, so nobody silently overwrites a colleague's work.
 */
export const loadedDateTime = () =>
  z
    .string({ error: requiredOrInvalid(fieldMessage.required) })
    .min(1, { error: fieldMessage.required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { error: fieldMessage.invalid, abort: true })
    // '2026-13-45 99:99:99' has the shape but names no moment: invalid, not an edit conflict.
    .refine(isRealDateTime, fieldMessage.invalid);

function isRealDateTime(text: string) {
  const moment = new Date(`${text.replace(' ', 'T')}Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 19) === text.replace(' ', 'T');
}

/** Calls without a body accept nothing, or an empty object. */
export const noInput = z.strictObject({}).optional();
