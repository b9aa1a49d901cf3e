import type { z } from 'zod';
import type { Access } from './permissions.ts';

/** What a call answers with; it exists only for the types. */
export const returns = <T>() => undefined as unknown as T;

/** One entry of the call table: what it accepts, who may make it, what it answers. */
export interface CallDefinition {
  input: z.ZodType;
  access: Access;
  output: unknown;
  /**
   * A call that changes something yet may be made while viewing as another user: only the one
   * that ends viewing as. Every other call that is not a read is refused then (sessions.ts).
   */
  isAllowedWhileViewingAs?: true;
}
