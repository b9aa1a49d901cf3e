import { randomBytes } from 'node:crypto';
import { globalMessage } from '@masthead/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResetTokens, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { endUserSessions, hashToken } from './sessions.ts';

const validFor = 60 * 60 * 1000;
/** Links one account can be sent within an hour, so nobody can flood a colleague's inbox. */
const linksPerHour = 3;

/**
 * Mails a single-use link to every active account using this address. The caller answers
 * the same whether or not one exists, and the mail leaves after the answer, so neither the
 * words nor the time tell an outsider which addresses have accounts.
 */
export async function requestPasswordReset(
  { db, mailer, config }: Services,
  email: string,
  log: (err: unknown) => void,
) {
  const accounts = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.status, 'ACTIVE')));
  const links: { account: (typeof accounts)[number]; url: string }[] = [];
  for (const account of accounts) {
    if ((await linksSentWithinTheHour(db, account.id)) >= linksPerHour) continue;
    const token = randomBytes(32).toString('base64url');
    await db
      .insert(passwordResetTokens)
      .values({ id: hashToken(token), userId: account.id, expiresAt: new Date(Date.now() + validFor) });
    links.push({ account, url: `${config.publicUrl}/login/reset-password?token=${token}` });
  }
  setImmediate(() => {
    for (const { account, url } of links) {
      mailer
        .send({
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
        })
        .catch(log);
    }
  });
}

async function linksSentWithinTheHour(db: Db, userId: number) {
  const [row] = await db
    .select({ links: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.expiresAt, new Date())));
  return row?.links ?? 0;
}

/**
 * After any change of a user's password: every session of that user ends but the one named
 * (the browser that made the change), and reset links sent earlier stop working.
 */
export async function afterPasswordChange(db: Db, userId: number, keepSessionId?: string) {
  await endUserSessions(db, userId, keepSessionId);
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Takes a token from a reset link and spends it; answers the user id it was issued to. */
export async function spendResetToken(db: Db, token: string) {
  const id = hashToken(token);
  const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id));
  if (!row) throw badRequest(globalMessage.resetTokenInvalid);
  if (row.usedAt) throw badRequest(globalMessage.resetTokenUsed);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(globalMessage.resetTokenExpired);
  // Spent in the same statement that checks it, so two simultaneous uses cannot both succeed.
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId });
  if (!spent[0]) throw badRequest(globalMessage.resetTokenUsed);
  return spent[0].userId;
}
