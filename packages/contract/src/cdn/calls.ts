import type { CallDefinition } from '../call-definition.ts';

/** The cdn area's calls; spread into the contract's one call table. */
export const cdnCalls = {} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const cdnCallDescriptions: Partial<Record<keyof typeof cdnCalls, string>> = {};
