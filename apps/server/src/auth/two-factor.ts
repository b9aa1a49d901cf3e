import { createHash, randomInt } from 'node:crypto';
import {
  type CallParsed,
  globalMessage,
  isTotpCode,
  permissionsLacking,
  recoveryCodeAlphabet,
  recoveryCodeCount,
  type SignedInUser,
  type TwoFactorConfirmed,
  type TwoFactorEnrolment,
  twoFactorMessage,
  type UserTwoFactor,
} from '@masthead/contract';
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordUserChange } from '../audit/service.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { users } from '../db/schema.ts';
import { AppError, fieldError, notFound, tooManyRequests } from '../http/errors.ts';
import { assertPasswordConfirmed } from './confirm-password.ts';
import { confirmOwnPassword } from './own-password.ts';
import { qrCodeSvg } from './qr-code.ts';
import { pendingLogins, twoFactorRecoveryCodes, userTwoFactor } from './schema.ts';
import { openSecret, sealSecret, twoFactorKeyOf } from './secret-box.ts';
import { endSessionOf, hashToken, loggedUserColumns, newToken, startSession } from './sessions.ts';
import { type Attempt, forgiveCode, forgiveSignIn, isCodeThrottled, isSignInThrottled } from './throttle.ts';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.ts';

/** A right password waits this long for its code. */
const pendingLifetimeMs = 5 * 60 * 1000;
/** Wrong codes one pending sign-in may take before the password must be typed again. */
const pendingAttemptLimit = 5;
const issuer = 'Masthead';

/** How the history shows the second factor: what happened, never a secret. */
const historyField = 'two-factor';

/** A change of the user's second factor, in the user's history as the field 'two-factor'. */
const recordTwoFactorChange = (db: Db, change: Parameters<typeof recordUserChange>[2]) =>
  recordUserChange(db, historyField, change);

export async function isEnrolled(db: Db, userId: number) {
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  return row !== undefined;
}

/** What the signed-in user's answers say about the second factor. */
export const twoFactorState = (config: Config, enrolled: boolean) => ({
  enrolled,
  required: config.requireTwoFactor,
});

export const twoFactorStateOf = async (db: Db, config: Config, userId: number) =>
  twoFactorState(config, await isEnrolled(db, userId));

/**
 * REQUIRE_TWO_FACTOR: a signed-in user without a second factor may only set one up; every
 * other call waits until it is on. Whether it is set up comes with the session, so no query.
 */
export function assertSecondFactorReady({
  config,
  enrolled,
  path,
}: {
  config: Config;
  enrolled: boolean;
  path: string;
}) {
  if (!config.requireTwoFactor || enrolled || enrolmentPaths.has(path)) return;
  throw new AppError(403, twoFactorMessage.mustEnrol);
}
const enrolmentPaths = new Set([
  'user-service/start-two-factor-enrolment',
  'user-service/confirm-two-factor-enrolment',
]);

/** Starts the wait for a code after a right password; answers the token the browser holds. */
export async function startPendingLogin(
  db: Db,
  { userId, persistent }: { userId: number; persistent: boolean },
) {
  const token = newToken();
  await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, sql`now()`));
  await db.insert(pendingLogins).values({
    id: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + pendingLifetimeMs),
  });
  return token;
}

/**
 * Accepts a code of the user's authenticator app once: the step it belongs to must be newer
 * than the last one accepted, and moving `last_step` is the check itself, so of any number of
 * parallel submissions of one code exactly one gets through.
 */
export async function useTotpCode(
  db: Db,
  { userId, code, config }: { userId: number; code: string; config: Pick<Config, 'twoFactorKey'> },
) {
  const [factor] = await db
    .select({ secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  if (!factor) return false;
  const step = matchingStep(readableSecret(factor.secret, { config, userId }), code);
  if (step === null) return false;
  const moved = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.secret, factor.secret),
        isNotNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return moved.length === 1;
}

/** The stored secret in clear; a secret sealed with another key is the operator's to fix. */
function readableSecret(
  stored: string,
  { config, userId }: { config: Pick<Config, 'twoFactorKey'>; userId: number },
) {
  const secret = openSecret(stored, { key: twoFactorKeyOf(config.twoFactorKey), userId });
  if (secret === null) throw new AppError(503, twoFactorMessage.keyMissing);
  return secret;
}

const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A recovery code works once: marking it used is the check. */
export async function useRecoveryCode(db: Db, userId: number, code: string) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return used.length === 1;
}

/** The second step of a sign-in: the pending token and a code make the session. */
export async function verifyLoginCode(
  db: Db,
  {
    input,
    config,
    request,
    reply,
  }: {
    input: CallParsed<'user-service/verify-login-code'>;
    config: Config;
    request: FastifyRequest;
    reply: FastifyReply;
  },
): Promise<SignedInUser> {
  const pendingId = hashToken(input.pending_token);
  // Counted before the code is checked, in the same statement that finds the token.
  const [pending] = await db
    .update(pendingLogins)
    .set({ attempts: sql`${pendingLogins.attempts} + 1` })
    .where(and(eq(pendingLogins.id, pendingId), gt(pendingLogins.expiresAt, sql`now()`)))
    .returning({
      userId: pendingLogins.userId,
      persistent: pendingLogins.persistent,
      attempts: pendingLogins.attempts,
    });
  if (!pending) throw new AppError(401, twoFactorMessage.pendingExpired);
  if (pending.attempts > pendingAttemptLimit) {
    await db.delete(pendingLogins).where(eq(pendingLogins.id, pendingId));
    throw new AppError(401, twoFactorMessage.tooManyCodes);
  }
  const [account] = await db.select(loggedUserColumns).from(users).where(eq(users.id, pending.userId));
  if (!account) throw new AppError(401, twoFactorMessage.pendingExpired);
  const attempt: Attempt = { username: account.username, address: request.ip };
  if (await isSignInThrottled(db, attempt)) throw tooManyRequests(globalMessage.loginThrottled);
  if (await isCodeThrottled(db, attempt)) throw tooManyRequests(twoFactorMessage.tooManyCodesToday);
  if (account.status !== 'ACTIVE') {
    await db.delete(pendingLogins).where(eq(pendingLogins.id, pendingId));
    throw new AppError(403, globalMessage.accountInactive);
  }
  const isRecoveryCode = !isTotpCode(input.code);
  const isRight = isRecoveryCode
    ? await useRecoveryCode(db, account.id, input.code)
    : await useTotpCode(db, { userId: account.id, code: input.code, config });
  if (!isRight) throw new AppError(401, twoFactorMessage.wrongCode);
  // The token works once: of two right codes sent with it at once, one signs in.
  const consumed = await db
    .delete(pendingLogins)
    .where(eq(pendingLogins.id, pendingId))
    .returning({ id: pendingLogins.id });
  if (consumed.length === 0) throw new AppError(401, twoFactorMessage.pendingExpired);
  // The password and the code were both right: neither counts as a failure.
  await forgiveSignIn(db, attempt, 2);
  await forgiveCode(db, attempt);
  if (isRecoveryCode)
    await recordTwoFactorChange(db, {
      userId: account.id,
      actorId: account.id,
      from: null,
      to: '(recovery code used)',
    });
  await endSessionOf(db, request);
  await startSession(db, { userId: account.id, persistent: pending.persistent, request, reply });
  return { ...account, two_factor: { enrolled: true, required: config.requireTwoFactor } };
}

/**
 * A new secret waiting for its first code. Starting again replaces one that waits; a second
 * factor that is on stays as it is (an administrator resets it).
 */
export async function startEnrolment(
  db: Db,
  { user, config }: { user: { id: number; username: string }; config: Pick<Config, 'twoFactorKey'> },
): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  const stored = sealSecret(secret, { key: twoFactorKeyOf(config.twoFactorKey), userId: user.id });
  const [started] = await db
    .insert(userTwoFactor)
    .values({ userId: user.id, secret: stored })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret: stored, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  if (!started) throw new AppError(409, twoFactorMessage.alreadyEnrolled);
  const uri = otpauthUri({ secret, account: user.username, issuer });
  return {
    secret,
    otpauth_uri: uri,
    qr_svg: qrCodeSvg(uri, { title: `QR code for ${issuer} two-factor sign-in of ${user.username}` }),
  };
}

/** Ten codes of 10 characters, shown as 'k7wq2-9hxmr'. */
function newRecoveryCodes() {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(
      { length: 10 },
      () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
    );
    return chars.join('');
  });
}
const shown = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The first code of the waiting secret turns the second factor on and makes the recovery codes. */
export async function confirmEnrolment(
  db: Db,
  {
    user,
    input,
    config,
    request,
  }: {
    user: { id: number; username: string };
    input: CallParsed<'user-service/confirm-two-factor-enrolment'>;
    config: Pick<Config, 'twoFactorKey'>;
    request: FastifyRequest;
  },
): Promise<TwoFactorConfirmed> {
  await confirmOwnPassword(db, { user, password: input.password, field: 'password', request });
  const [waiting] = await db
    .select({ secret: userTwoFactor.secret, enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, user.id));
  if (waiting?.enabledAt) throw new AppError(409, twoFactorMessage.alreadyEnrolled);
  if (!waiting) throw new AppError(409, twoFactorMessage.notStarted);
  const step = matchingStep(readableSecret(waiting.secret, { config, userId: user.id }), input.code);
  if (step === null) throw fieldError('code', twoFactorMessage.wrongEnrolmentCode);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const enabled = await tx
      .update(userTwoFactor)
      .set({ enabledAt: sql`now()`, lastStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, user.id),
          eq(userTwoFactor.secret, waiting.secret),
          isNull(userTwoFactor.enabledAt),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    // Another tab confirmed or started again meanwhile: this code belongs to no waiting secret.
    if (enabled.length === 0) throw new AppError(409, twoFactorMessage.notStarted);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })));
    await recordTwoFactorChange(tx, { userId: user.id, actorId: user.id, from: null, to: '(on)' });
  });
  return { recovery_codes: codes.map(shown) };
}

export async function getUserTwoFactor(db: Db, userId: number): Promise<UserTwoFactor> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const [factor] = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  if (!factor?.enabledAt) return { enrolled: false, enrolled_at: null, recovery_codes_left: 0 };
  const [left] = await db
    .select({ count: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enrolled: true,
    enrolled_at: formatDateTime(factor.enabledAt),
    recovery_codes_left: left?.count ?? 0,
  };
}

/**
 * Turns a user's second factor off (a lost phone). The rule of the user form holds: nobody
 * resets the second factor of a user holding a permission it lacks.
 */
export async function resetUserTwoFactor(
  db: Db,
  {
    userId,
    actor,
    sessionId,
  }: { userId: number; actor: { id: number; permissions: readonly string[] }; sessionId: string },
): Promise<UserTwoFactor> {
  // With a reset of its own second factor, a stolen session could enrol the thief's phone.
  if (userId === actor.id) throw new AppError(403, globalMessage.ownTwoFactorElsewhere);
  await assertPasswordConfirmed(db, sessionId);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, permissions: loggedUserColumns.permissions })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw notFound('User');
    const lacking = permissionsLacking(actor.permissions, target.permissions);
    if (lacking.length) throw new AppError(403, globalMessage.cannotEditHolder(lacking));
    const removed = await tx
      .delete(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .returning({ enabledAt: userTwoFactor.enabledAt });
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
    if (removed[0]?.enabledAt)
      await recordTwoFactorChange(tx, { userId, actorId: actor.id, from: '(on)', to: '(reset)' });
    return { enrolled: false, enrolled_at: null, recovery_codes_left: 0 };
  });
}
