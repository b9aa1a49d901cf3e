import { fieldMessage, globalMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { defineHandlers } from '../http/calls.ts';
import { AppError, fieldError, notSignedIn, tooManyRequests } from '../http/errors.ts';
import { afterPasswordChange, requestPasswordReset, spendResetToken } from './password-reset.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords.ts';
import { clearSessionCookie, endSession, loggedUserColumns, readSession, startSession } from './sessions.ts';
import { forgetFailures, isThrottled, recordFailure } from './throttle.ts';

export const authHandlers = defineHandlers({
  async 'user-service/login'({ input, services: { db }, request, reply }) {
    const attempt = { username: input.username, ip: request.ip };
    if (await isThrottled(db, attempt)) throw tooManyRequests(globalMessage.loginThrottled);
    const [account] = await db
      .select({ ...loggedUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
    const isValid = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await spendVerifyTime(input.password);
    if (!account || !isValid) {
      await recordFailure(db, attempt);
      throw new AppError(401, globalMessage.loginFailed);
    }
    if (account.status !== 'ACTIVE') throw new AppError(403, globalMessage.accountInactive);
    await forgetFailures(db, input.username);
    await startSession(db, { userId: account.id, persistent: input.remember === true, request, reply });
    const { passwordHash: _hash, ...user } = account;
    return user;
  },

  async 'user-service/is-logged-in'({ services: { db }, request }) {
    const session = await readSession(db, request);
    if (session.state !== 'active') throw notSignedIn(globalMessage.notLoggedIn);
    return session.user;
  },

  async 'user-service/logout'({ services: { db }, request, reply }) {
    const session = await readSession(db, request);
    if (session.state === 'active') await endSession(db, session.sessionId);
    clearSessionCookie(reply, request);
    return null;
  },

  async 'user-service/forgot-password'({ input, services, request }) {
    await requestPasswordReset(services, input.email, (err) =>
      request.log.error({ err }, 'reset mail not sent'),
    );
    return globalMessage.resetRequested;
  },

  async 'user-service/reset-password'({ input, services: { db } }) {
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const userId = await spendResetToken(tx, input.token);
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await afterPasswordChange(tx, userId);
    });
    return globalMessage.passwordReset;
  },

  async 'user-service/change-my-password'({ input, user, persistent, services: { db }, request, reply }) {
    const [account] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!account || !(await verifyPassword(account.passwordHash, input.oldPassword))) {
      throw fieldError('oldPassword', fieldMessage.wrongOldPassword);
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Every other browser signed in as this user is signed out; this one gets a fresh session.
    await afterPasswordChange(db, user.id);
    await startSession(db, { userId: user.id, persistent, request, reply });
    return globalMessage.passwordChanged;
  },
});
