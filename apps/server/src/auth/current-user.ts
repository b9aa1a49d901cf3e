import type { CurrentUser } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { readSession } from './sessions.ts';
import { twoFactorState } from './two-factor.ts';

/**
 * Who the request's session says is signed in, as `user-service/is-logged-in` answers it, or
 * null when there is no live session. The call answers with it, and so does the signed-in page
 * the server sends (web/signed-in-page.ts), so that the app need not ask at start.
 */
export async function currentUserOf(
  { db, config }: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<CurrentUser | null> {
  const session = await readSession(db, request);
  if (session.state !== 'active') return null;
  return { ...session.user, two_factor: twoFactorState(config, session.twoFactorEnrolled) };
}
