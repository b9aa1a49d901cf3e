import { randomBytes } from 'node:crypto';
import { globalMessage } from '@masthead/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordChange, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { nextUpdatedAt } from '../db/versions.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { revokeUserTokens } from '../tokens/revoke.ts';
import { hashPassword } from './passwords.ts';
import { pendingLogins } from './schema.ts';
import { endUserSessions, hashToken } from './sessions.ts';
import { forgetUsername } from './throttle.ts';

const validFor = 60 * 60 * 1000;
/** Links one account can be sent within an hour, so nobody can flood a colleague's inbox. */
const linksPerHour = 3;

/**
 * Mails a single-use link to every active account using this address. The caller answers
 * before this runs, the same whether or not an account exists, so neither the words nor the
 * time tell an outsider which addresses have accounts.
 */
export async function mailResetLinks({ db, mailer, config }: Services, email: string) {
  const accounts = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 'ACTIVE')));
  for (const account of accounts) {
    const token = await issueToken(db, account);
    if (!token) continue;
    // In the query, so the page works without script: the server's log never writes a query,
    // and the page posts the token on to an address without one.
    const url = `${config.publicUrl}/login/reset-password?token=${token}`;
    await mailer.send({
      to: account.email,
      subject: 'Reset your Masthead password',
      text: [
        `Hello ${account.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Masthead account.',
        `Open this link within 1 hour to choose a new password:`,
        '',
        url,
        '',
        'The link works once. If you did not ask for it, ignore this message; your password stays as it is.',
      ].join('\n'),
    });
  }
}

/**
 * A new token for the account, or none when it has had its links for the hour. The account's
 * row is locked while counting, so requests arriving together cannot each add one more.
 */
function issueToken(db: Db, account: { id: number; email: string }) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
    const [sent] = await tx
      .select({ links: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, account.id), gt(passwordResetTokens.expiresAt, new Date())));
    if ((sent?.links ?? 0) >= linksPerHour) return null;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      id: hashToken(token),
      userId: account.id,
      email: account.email,
      expiresAt: new Date(Date.now() + validFor),
    });
    return token;
  });
}

/**
 * After any change of a user's password: every session of that user ends but the one named
 * (the browser that made the change), reset links sent earlier stop working, and so do its API
 * tokens: a password changed because the account was taken must take the taker's tokens too.
 */
export async function afterPasswordChange(db: Db, userId: number, keepSessionId?: string) {
  await endUserSessions(db, userId, keepSessionId);
  await revokeResetLinks(db, userId);
  await revokeUserTokens(db, userId);
  // A sign-in waiting for its code was started with the old password.
  await db.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
}

/**
 * A user's new password of its own, by a reset link (no actor) or on its session: stored, the
 * user's other sign-ins ended (afterPasswordChange) and the change in the user's history.
 */
export async function storeOwnNewPassword(
  db: Db,
  { userId, passwordHash, actorId }: { userId: number; passwordHash: string; actorId: number | null },
) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(eq(users.id, userId));
  await afterPasswordChange(db, userId);
  await recordAudit(db, {
    entity: 'user',
    entityId: userId,
    action: 'update',
    actorId,
    changes: [passwordChange],
  });
}

/** Links already sent stop working: the password changed, or the address or the status did. */
export const revokeResetLinks = (db: Db, userId: number) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

/**
 * The account a reset link may still change: unused, in time, and its account ACTIVE with
 * the address the link was sent to. Checked before any password is hashed, so a made-up
 * token costs the server one indexed read.
 */
async function accountOfToken(db: Db, tokenId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      status: users.status,
      email: users.email,
      sentTo: passwordResetTokens.email,
      usedAt: passwordResetTokens.usedAt,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, tokenId));
  if (row?.status !== 'ACTIVE' || row.email.toLowerCase() !== row.sentTo.toLowerCase())
    throw badRequest(globalMessage.resetTokenInvalid);
  if (row.usedAt) throw badRequest(globalMessage.resetTokenUsed);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(globalMessage.resetTokenExpired);
  return row;
}

/** Refuses, with the spec's message, a reset link that can no longer change a password. */
export async function checkResetLink(db: Db, token: string) {
  await accountOfToken(db, hashToken(token));
}

/** Sets the password a reset link was spent on; the link works once, even when sent twice at once. */
export async function resetPassword(db: Db, { token, password }: { token: string; password: string }) {
  const tokenId = hashToken(token);
  const account = await accountOfToken(db, tokenId);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Spent in the same statement that checks it, so two simultaneous uses cannot both succeed.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent[0]) throw badRequest(globalMessage.resetTokenUsed);
    await storeOwnNewPassword(tx, { userId: account.userId, passwordHash, actorId: null });
  });
  // Its owner starts afresh: whatever a guesser ran up against this username is forgiven.
  await forgetUsername(db, account.username);
}
