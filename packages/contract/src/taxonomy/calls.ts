import type { CallDefinition } from '../call-definition.ts';

/** The taxonomy area's calls; spread into the contract's one call table. */
export const taxonomyCalls = {} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const taxonomyCallDescriptions: Partial<Record<keyof typeof taxonomyCalls, string>> = {};
