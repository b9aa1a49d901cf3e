import { type CallPath, calls } from '../calls.ts';
import { sessionCalls } from '../sessions.ts';
import { twoFactorCalls } from '../two-factor.ts';
import { apiTokenCalls } from './calls.ts';

/**
 * Calls that take the signed-in user but never a token: how one signs in and proves who one is
 * (passwords, second factors, sessions), and the tokens themselves, so that a stolen token can
 * neither take the account over nor make itself another token.
 */
const browserOnly = new Set<string>([
  'user-service/change-my-password',
  'user-service/confirm-password',
  ...Object.keys(twoFactorCalls),
  ...Object.keys(sessionCalls),
  ...Object.keys(apiTokenCalls),
]);

/**
 * Whether a call accepts `Authorization: Bearer <personal API token>`: every call for a
 * signed-in user but those above. Public calls (sign-in, logout, password reset) and the
 * sites' API-key calls never do.
 */
export function acceptsPersonalToken(path: CallPath) {
  const required = calls[path].access;
  return required !== 'public' && required !== 'api-key' && !browserOnly.has(path);
}
