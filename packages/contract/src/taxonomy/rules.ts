import { z } from 'zod';
import { statuses } from '../choices.ts';
import { fieldMessage } from '../messages.ts';

/**
 * Rule pieces of the taxonomy screens, in the content spec's wording of limits
 * ('should be at most N symbols'). A missing value reads 'is required', a wrong kind 'is invalid'.
 */
const nul = String.fromCharCode(0);

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? fieldMessage.required : fieldMessage.invalid;

/** A string that must be present, not blank, and at most `max` characters long. */
export const requiredString = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { error: fieldMessage.required, abort: true })
    .max(max, { error: fieldMessage.atMost(max), abort: true })
    .refine((value) => !value.includes(nul), fieldMessage.invalid);

/** A string of at most `max` characters; absent, null and '' all mean "nothing". */
export const optionalString = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: fieldMessage.invalid })
      .trim()
      .max(max, { error: fieldMessage.atMost(max), abort: true })
      .refine((value) => !value.includes(nul), fieldMessage.invalid),
  );

/**
 * A multi-select of `values`: a list of them, kept sorted without repeats so that two lists
 * naming the same choices are equal. `min` 1 makes an empty selection 'is required'. Errors
 * land on the field itself, where the form shows them, not on an item of it.
 */
export const choiceList = <const T extends readonly string[]>(values: T, { min }: { min: 0 | 1 }) =>
  z
    .custom<T[number][]>(
      (input) => Array.isArray(input) && input.length <= 1000 && input.every((item) => values.includes(item)),
      { error: requiredOrInvalid },
    )
    .refine((list) => list.length >= min, fieldMessage.required)
    .transform((list) => [...new Set(list)].sort() as T[number][])
    // What a JSON client sends, for the API description: the check above is a custom one.
    .meta({ type: 'array', items: { type: 'string', enum: [...values] }, maxItems: 1000 });

/** ACTIVE or INACTIVE; absent means ACTIVE on create and "as it was" on update. */
export const optionalStatus = z.enum(statuses, { error: fieldMessage.invalid }).optional();
