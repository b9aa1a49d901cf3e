import { z } from 'zod';
import { apiTokenAnswer, createdApiTokenAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { access } from '../permissions.ts';
import { byId, noInput } from '../rules.ts';
import { createApiTokenInput, userApiTokenInput } from './inputs.ts';

const service = 'api-token-service';

/**
 * Personal API tokens; spread into the contract's one call table. None of them accepts a
 * token itself (acceptsPersonalToken): a stolen token must not mint or keep alive others.
 */
export const apiTokenCalls = {
  [`${service}/get-my-tokens`]: { input: noInput, access: 'signed-in', output: z.array(apiTokenAnswer) },
  [`${service}/create-my-token`]: {
    input: createApiTokenInput,
    access: 'signed-in',
    output: createdApiTokenAnswer,
  },
  [`${service}/revoke-my-token`]: { input: byId, access: 'signed-in', output: apiTokenAnswer },
  [`${service}/get-user-tokens`]: {
    input: byId,
    access: access.users.update,
    output: z.array(apiTokenAnswer),
  },
  [`${service}/revoke-user-token`]: {
    input: userApiTokenInput,
    access: access.users.update,
    output: apiTokenAnswer,
  },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const apiTokenCallDescriptions: Partial<Record<keyof typeof apiTokenCalls, string>> = {
  [`${service}/get-my-tokens`]:
    "The signed-in user's API tokens, newest first: name, permissions, created, expires, last used and status; never the secret.",
  [`${service}/create-my-token`]:
    'Creates an API token for scripts, with a name, days until it expires (1 to 365, default 90) and permissions the user holds; the answer is the only time the secret is shown.',
  [`${service}/revoke-my-token`]:
    "Revokes one of the signed-in user's API tokens: calls made with it are refused from then on.",
  [`${service}/get-user-tokens`]:
    "Another user's API tokens; only for a caller holding every permission that user holds.",
  [`${service}/revoke-user-token`]:
    "Revokes one of another user's API tokens; only for a caller holding every permission that user holds.",
};
