import type { CallDefinition } from '../call-definition.ts';

/** The content area's calls; spread into the contract's one call table. */
export const contentCalls = {} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const contentCallDescriptions: Partial<Record<keyof typeof contentCalls, string>> = {};
