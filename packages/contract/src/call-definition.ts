import { z } from 'zod';
import type { Access } from './permissions.ts';

/** Whether two types accept the same values: each is assignable to the other. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema of what a call answers, checked against the TypeScript type the code already
 * uses: `answer<Tag>()(schema)` fails to compile when the schema and the type disagree in
 * either direction, so neither can drift from the other.
 */
export const answer =
  <T>() =>
  <S extends z.ZodType>(
    schema: S,
    ..._mismatch: SameShape<z.output<S>, T> extends true ? [] : [schemaAnswers: z.output<S>, typeSays: T]
  ) =>
    schema as unknown as z.ZodType<T>;

/** The answer of a call that answers nothing: `data` is null. */
export const nothing = z.null();

/** 'YYYY-MM-DD HH:mm:ss' in UTC, as every date-time is answered. */
export const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** One entry of the call table: what it accepts, who may make it, what it answers. */
export interface CallDefinition {
  input: z.ZodType;
  access: Access;
  /** What `data` holds in an OK answer; the handler's return type is its output type. */
  output: z.ZodType;
  /** The call answers a file of this type instead of the JSON envelope (errors stay JSON). */
  answersFile?: 'text/csv';
  /**
   * A call that changes something yet may be made while viewing as another user: only the one
   * that ends viewing as. Every other call that is not a read is refused then (sessions.ts).
   */
  isAllowedWhileViewingAs?: true;
}
