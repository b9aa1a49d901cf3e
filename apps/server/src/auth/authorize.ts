import { type CallPath, calls, globalMessage, isAllowed, isAllowedWhileViewingAs } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, notSignedIn, permissionDenied } from '../http/errors.ts';
import type { Services } from '../services.ts';
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
