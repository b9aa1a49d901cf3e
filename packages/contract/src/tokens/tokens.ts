import type { PermissionName } from '../permissions.ts';

/**
 * Personal API tokens: a user's scripts act as that user with `Authorization: Bearer <token>`,
 * holding at most the permissions the token was given (and never more than the user holds at
 * the time of the call). This module carries no zod, so list pages read it for free.
 */

/** Every token starts with it, so one pasted into a chat or a log is recognisable (and revocable). */
export const apiTokenPrefix = 'mht_';

export const apiTokenLimits = {
  name: 45,
  /** A token lasts a year at most: a forgotten one stops working by itself. */
  maxDays: 365,
  defaultDays: 90,
  /** Tokens in force at once per user: a script's loop cannot mint without end. */
  maxActive: 50,
} as const;

export type ApiTokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A token as its owner (or a holder of update_user) sees it: never its secret nor its hash. */
export interface ApiToken {
  id: number;
  name: string;
  /** What the token was given; a call gets these only while the user still holds them too. */
  permissions: PermissionName[];
  creation_datetime: string;
  expiry_datetime: string;
  /** Moved at most once a minute. */
  last_used_datetime: string | null;
  revoked_datetime: string | null;
  status: ApiTokenStatus;
}

/** The answer to create: the only time the secret is shown. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}

export const apiTokenLabels = {
  id: 'ID',
  name: 'Name',
  permissions: 'Permissions',
  expires_in_days: 'Expires in (days)',
  creation_datetime: 'Created',
  expiry_datetime: 'Expires',
  last_used_datetime: 'Last used',
  status: 'Status',
  token: 'Token',
} as const;

export const apiTokenMessage = {
  daysWhole: 'should be a whole number of days',
  daysPast: 'should be at least 1 day: a token cannot expire today or in the past',
  daysTooMany: `should be at most ${apiTokenLimits.maxDays} days: a token lasts one year at most`,
  invalid:
    'This API token is not valid. Check that it was copied whole, or create a new one under API tokens.',
  expired: (when: string) => `This API token expired on ${when} UTC. Create a new one under API tokens.`,
  revoked: (when: string) => `This API token was revoked on ${when} UTC. Create a new one under API tokens.`,
  accountInactive:
    'The account this API token belongs to is inactive, so its tokens do not work. Ask an administrator to activate it.',
  notForThisCall:
    'API tokens are not accepted for this call: signing in and out, passwords, two-factor sign-in, sessions and API tokens themselves need a signed-in browser.',
  needsBrowser:
    'An API token cannot do this: creating users and changing how others sign in or what they may do need a signed-in browser whose password was given in the last 15 minutes.',
  nameTaken: (name: string) =>
    `You already have a token named "${name}": history names a token by its name, so give this one another.`,
  tooManyActive: `You hold ${apiTokenLimits.maxActive} API tokens in force, the most one user may. Revoke one you no longer use, then create this one.`,
  tooMany:
    'Too many invalid API tokens were sent from your address. Wait 15 minutes, then check the token you send.',
  cannotSeeTokensOf: (lacking: readonly string[]) =>
    `Permission denied: this user holds permissions you lack (${lacking.join(', ')}), so only someone holding them can see or revoke this user's API tokens.`,
} as const;
