import { type CallPath, calls, globalMessage, isAllowed, isAllowedWhileViewingAs } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, notSignedIn, permissionDenied } from '../http/errors.ts';
import { assertSameSite } from '../http/origin.ts';
import type { Services } from '../services.ts';
import { authorizeTokenCall, bearerOf, type TokenSignedIn } from '../tokens/authenticate.ts';
import {
  readSession,
  readSessionRow,
  type SessionLookup,
  type SessionRow,
  type SignedIn,
} from './sessions.ts';
import { assertSecondFactorReady } from './two-factor.ts';

/**
 * A statement that reads a call's data beside the session check's own columns, given the
 * session's id (its row, or none for a session not there): the call then costs one round trip
 * to the database instead of two.
 */
export type SessionStatement<Row extends SessionRow> = (sessionId: string) => Promise<Row | undefined>;

/**
 * The session checks of a call made by a signed-in browser, in one order wherever a call is
 * first seen: a live session, a second factor set up where the server requires one, nothing
 * changed while viewing as another user, then the call's permission.
 */
function assertSessionMayCall(
  session: SessionLookup,
  { config, path }: { config: Services['config']; path: CallPath },
): SignedIn {
  if (session.state !== 'active') throw notSignedIn();
  assertSecondFactorReady({ config, enrolled: session.twoFactorEnrolled, path });
  // Viewing as another user shows, never acts: which calls act is read from the contract.
  if (session.user.viewer && !isAllowedWhileViewingAs(path))
    throw new AppError(403, globalMessage.viewingAsReadOnly(session.user.username));
  const access = calls[path].access;
  if (!isAllowed(session.user.permissions, access)) throw permissionDenied(access as readonly string[]);
  return session;
}

/** The session checks of a call (the dispatcher; the multipart saves before their files are read). */
export async function authorizeSessionCall(
  { db, config }: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
  path: CallPath,
): Promise<SignedIn> {
  return assertSessionMayCall(await readSession(db, request), { config, path });
}

/**
 * Who makes a call, in one order wherever a call is first seen: a personal API token when the
 * request sends `Authorization: Bearer`, and then the cookie is not read at all (so a request
 * carrying both acts as the token, never as a mix); otherwise the same-site check and, unless
 * the call is public, the session. Answers null for a public call made without a token.
 * With a `statement`, the session is read by it, and its whole row comes back with the caller
 * once every check has passed: nothing it read beyond the session reaches a caller refused.
 */
export async function authorizeCaller<Row extends SessionRow = SessionRow>(
  services: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
  path: CallPath,
  statement?: SessionStatement<Row>,
): Promise<(SignedIn & { row?: Row }) | TokenSignedIn | null> {
  const secret = bearerOf(request);
  if (secret !== null) return authorizeTokenCall(services, request, { path, secret });
  assertSameSite(request, services.config.publicUrl);
  if (calls[path].access === 'public') return null;
  if (!statement) return authorizeSessionCall(services, request, path);
  const { session, row } = await readSessionRow(services.db, request, statement);
  return { ...assertSessionMayCall(session, { config: services.config, path }), row };
}
