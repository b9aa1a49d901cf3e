import { apiTokenMessage, globalMessage } from '@masthead/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { actingToken } from './acting-token.ts';
import { confirmOwnPassword } from './own-password.ts';

/** How long a given password vouches for its session's changes to how others sign in. */
export const passwordConfirmationMinutes = 15;

/**
 * A stolen session alone must not make credentials: creating a user, setting another user's
 * password or e-mail address, granting permissions or resetting a second factor need the
 * password to have been given on this session in the last 15 minutes (at sign-in, or again
 * through confirm-password). Without it, a thief holding an administrator's cookie made a
 * colleague's account as strong as the owner's, with a password of its own, and took the
 * owner's account over from there.
 */
export async function assertPasswordConfirmed(db: Db, sessionId: string) {
  // A token has no session to have given a password on: such changes are a browser's.
  if (actingToken()) throw new AppError(403, apiTokenMessage.needsBrowser);
  const [recent] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(
          sessions.passwordConfirmedAt,
          sql`now() - ${sql.raw(`interval '${passwordConfirmationMinutes} minutes'`)}`,
        ),
      ),
    );
  if (!recent) throw new AppError(403, globalMessage.confirmPassword);
}

/** The signed-in user gives its password again; counted like a sign-in attempt. */
export async function confirmPassword(
  db: Db,
  {
    user,
    sessionId,
    password,
    request,
  }: { user: { id: number; username: string }; sessionId: string; password: string; request: FastifyRequest },
) {
  await confirmOwnPassword(db, { user, password, field: 'password', request });
  await db.update(sessions).set({ passwordConfirmedAt: sql`now()` }).where(eq(sessions.id, sessionId));
  return null;
}
