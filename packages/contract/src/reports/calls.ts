import type { CallDefinition } from '../call-definition.ts';

/** The impression reports' calls; spread into the contract's one call table. */
export const reportCalls = {} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const reportCallDescriptions: Partial<Record<keyof typeof reportCalls, string>> = {};
