import { globalMessage } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { defineHandlers } from '../http/calls.ts';
import { AppError, notSignedIn, tooManyRequests } from '../http/errors.ts';
import { confirmPassword } from './confirm-password.ts';
import { currentUserOf } from './current-user.ts';
import { confirmOwnPassword } from './own-password.ts';
import { mailResetLinks, resetPassword, storeOwnNewPassword } from './password-reset.ts';
import { hashPassword, spendVerifyTime, verifyPassword } from './passwords.ts';
import { clearSessionCookie, endSessionOf, loggedUserColumns, startSession } from './sessions.ts';
import { forgiveSignIn, isResetThrottled, isSignInThrottled } from './throttle.ts';
import { startPendingLogin, twoFactorStateOf } from './two-factor.ts';

export const authHandlers = defineHandlers({
  async 'user-service/login'({ input, services: { db, config }, request, reply }) {
    const attempt = { username: input.username, address: request.ip };
    if (await isSignInThrottled(db, attempt)) throw tooManyRequests(globalMessage.loginThrottled);
    const [account] = await db
      .select({ ...loggedUserColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
    const isValid = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await spendVerifyTime(input.password);
    if (!account || !isValid) throw new AppError(401, globalMessage.loginFailed);
    const persistent = input.remember === true;
    const twoFactor = await twoFactorStateOf(db, config, account.id);
    // With a second factor the password alone forgives nothing: the code has yet to come.
    if (!twoFactor.enrolled) await forgiveSignIn(db, attempt);
    if (account.status !== 'ACTIVE') throw new AppError(403, globalMessage.accountInactive);
    if (twoFactor.enrolled)
      return {
        two_factor_required: true as const,
        pending_token: await startPendingLogin(db, { userId: account.id, persistent }),
      };
    // A browser holds one live token at most: the session it held before ends with this sign-in.
    await endSessionOf(db, request);
    await startSession(db, { userId: account.id, persistent, request, reply });
    const { passwordHash: _hash, ...user } = account;
    return { ...user, two_factor: twoFactor };
  },

  async 'user-service/is-logged-in'({ services, request }) {
    const user = await currentUserOf(services, request);
    if (!user) throw notSignedIn(globalMessage.notLoggedIn);
    return user;
  },

  async 'user-service/logout'({ services: { db }, request, reply }) {
    await endSessionOf(db, request);
    clearSessionCookie(reply, request);
    return null;
  },

  async 'user-service/forgot-password'({ input, services, request }) {
    if (await isResetThrottled(services.db, 'forgotAddress', request.ip))
      throw tooManyRequests(globalMessage.resetThrottled);
    // Asked whatever the address, so a refusal says nothing about which addresses have accounts.
    if (!(await services.mailer.canSend())) {
      request.log.error('reset mail cannot be sent: the SMTP server does not answer');
      throw new AppError(503, globalMessage.mailUnavailable);
    }
    // Looked up and mailed after the answer, so a known address answers as fast as an unknown one.
    services.background.run(
      () => mailResetLinks(services, input.email),
      (err) => request.log.error({ err }, 'reset mail not sent'),
    );
    return globalMessage.resetRequested;
  },

  async 'user-service/reset-password'({ input, services: { db }, request }) {
    if (await isResetThrottled(db, 'resetAddress', request.ip))
      throw tooManyRequests(globalMessage.resetThrottled);
    await resetPassword(db, input);
    return globalMessage.passwordReset;
  },

  'user-service/confirm-password': ({ input, user, sessionId, services: { db }, request }) =>
    confirmPassword(db, { user, sessionId, password: input.password, request }),
  async 'user-service/change-my-password'({ input, user, persistent, services: { db }, request, reply }) {
    await confirmOwnPassword(db, { user, password: input.oldPassword, field: 'oldPassword', request });
    const passwordHash = await hashPassword(input.password);
    // Every other browser signed in as this user is signed out; this one gets a fresh session.
    await db.transaction((tx) =>
      storeOwnNewPassword(tx, { userId: user.id, passwordHash, actorId: user.id }),
    );
    await startSession(db, { userId: user.id, persistent, request, reply });
    return globalMessage.passwordChanged;
  },
});
