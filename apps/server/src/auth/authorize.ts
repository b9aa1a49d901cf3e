import { type CallPath, calls, globalMessage, isAllowed, isAllowedWhileViewingAs } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, notSignedIn, permissionDenied } from '../http/errors.ts';
import { assertSameSite } from '../http/origin.ts';
import type { Services } from '../services.ts';
import { authorizeTokenCall, bearerOf, type TokenSignedIn } from '../tokens/authenticate.ts';
import { readSession, type SignedIn } from './sessions.ts';
import { assertSecondFactorReady } from './two-factor.ts';

/**
 * The session checks of a call made by a signed-in browser, in one order wherever a call is
 * first seen (the dispatcher; the multipart saves before their files are read): a live session,
 * a second factor set up where the server requires one, nothing changed while viewing as
 * another user, then the call's permission.
 */
export async function authorizeSessionCall(
  { db, config }: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
  path: CallPath,
): Promise<SignedIn> {
  const session = await readSession(db, request);
  if (session.state !== 'active') throw notSignedIn();
  assertSecondFactorReady({ config, enrolled: session.twoFactorEnrolled, path });
  // Viewing as another user shows, never acts: which calls act is read from the contract.
  if (session.user.viewer && !isAllowedWhileViewingAs(path))
    throw new AppError(403, globalMessage.viewingAsReadOnly(session.user.username));
  const access = calls[path].access;
  if (!isAllowed(session.user.permissions, access)) throw permissionDenied(access as readonly string[]);
  return session;
}

/**
 * Who makes a call, in one order wherever a call is first seen: a personal API token when the
 * request sends `Authorization: Bearer`, and then the cookie is not read at all (so a request
 * carrying both acts as the token, never as a mix); otherwise the same-site check and, unless
 * the call is public, the session. Answers null for a public call made without a token.
 */
export async function authorizeCaller(
  services: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
  path: CallPath,
): Promise<SignedIn | TokenSignedIn | null> {
  const secret = bearerOf(request);
  if (secret !== null) return authorizeTokenCall(services, request, { path, secret });
  assertSameSite(request, services.config.publicUrl);
  return calls[path].access === 'public' ? null : authorizeSessionCall(services, request, path);
}
