import { fieldMessage, globalMessage } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { fieldError, tooManyRequests } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import { forgiveSignIn, isSignInThrottled } from './throttle.ts';

/**
 * The signed-in user's own password, asked again before a change that matters (a new password,
 * a second factor). It counts as a sign-in attempt, so a borrowed session cannot be used to
 * guess the real password without limit; a wrong one is reported under `field`.
 */
export async function confirmOwnPassword(
  db: Db,
  {
    user,
    password,
    field,
    request,
  }: { user: { id: number; username: string }; password: string; field: string; request: FastifyRequest },
) {
  const attempt = { username: user.username, address: request.ip };
  if (await isSignInThrottled(db, attempt)) throw tooManyRequests(globalMessage.loginThrottled);
  const [account] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account || !(await verifyPassword(account.passwordHash, password)))
    throw fieldError(field, fieldMessage.wrongOldPassword);
  await forgiveSignIn(db, attempt);
}
