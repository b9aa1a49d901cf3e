import { timingSafeEqual } from 'node:crypto';
import {
  acceptsPersonalToken,
  apiTokenMessage,
  apiTokenPrefix,
  type CallPath,
  calls,
  isAllowed,
  type LoggedUser,
} from '@masthead/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActingToken } from '../auth/acting-token.ts';
import { hashToken, loggedUserColumns, type SignedIn, twoFactorEnrolledOf } from '../auth/sessions.ts';
import { countUnknownToken } from '../auth/throttle.ts';
import { assertSecondFactorReady } from '../auth/two-factor.ts';
import { formatDateTime } from '../db/format.ts';
import { apiTokens, users } from '../db/schema.ts';
import { AppError, notSignedIn, permissionDenied, tooManyRequests } from '../http/errors.ts';
import type { Services } from '../services.ts';

/** `last_used_at` moves at most once a minute, so a busy script does not write on every call. */
const touchEveryMs = 60 * 1000;

/**
 * The credential of `Authorization: Bearer …`, or null when the request sends none (a browser
 * with its cookie). A header of another scheme is not ours and is left alone.
 */
export function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.authorization?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : null;
}

/** Compares two SHA-256 hex digests in constant time (equal lengths by construction). */
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type TokenSignedIn = SignedIn & { token: ActingToken };

/**
 * A call made with a personal API token: the token's user, with the permissions the token was
 * given that the user still holds. No cookie is read, so the same-site check has nothing to
 * protect (a foreign page cannot set this header without the server's CORS consent, which it
 * never gives). Refused in words: calls that take no token (403), an unknown token (401, then
 * 429 for its address after the sign-in throttle's limit), an expired or revoked token, or an
 * inactive account (401); the server's two-factor rule holds as for a session.
 */
export async function authorizeTokenCall(
  { db, config }: Pick<Services, 'db' | 'config'>,
  request: FastifyRequest,
  { path, secret }: { path: CallPath; secret: string },
): Promise<TokenSignedIn> {
  if (!acceptsPersonalToken(path)) throw new AppError(403, apiTokenMessage.notForThisCall);
  const hash = hashToken(secret);
  const [row] = secret.startsWith(apiTokenPrefix)
    ? await db
        .select({
          ...loggedUserColumns,
          tokenId: apiTokens.id,
          tokenName: apiTokens.name,
          tokenHash: apiTokens.tokenHash,
          granted: apiTokens.permissions,
          expiresAt: apiTokens.expiresAt,
          revokedAt: apiTokens.revokedAt,
          lastUsedAt: apiTokens.lastUsedAt,
          twoFactorEnrolled: twoFactorEnrolledOf(users.id),
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(eq(apiTokens.tokenHash, hash))
    : [];
  // The index finds the row by the hash; the hashes are then compared in constant time, so no
  // answer's timing depends on how much of a guess was right. Only unknown tokens are counted
  // and refused with 429: a valid one works whatever others behind the same address (a shared
  // office, a proxy) sent, and a secret of 256 random bits cannot be guessed in any case.
  if (!row || !sameHash(row.tokenHash, hash)) {
    const isOverLimit = await countUnknownToken(db, request.ip);
    throw isOverLimit ? tooManyRequests(apiTokenMessage.tooMany) : notSignedIn(apiTokenMessage.invalid);
  }
  if (row.revokedAt) throw notSignedIn(apiTokenMessage.revoked(formatDateTime(row.revokedAt)));
  if (row.expiresAt.getTime() <= Date.now())
    throw notSignedIn(apiTokenMessage.expired(formatDateTime(row.expiresAt)));
  if (row.status !== 'ACTIVE') throw notSignedIn(apiTokenMessage.accountInactive);
  assertSecondFactorReady({ config, enrolled: row.twoFactorEnrolled, path });
  const user: LoggedUser = {
    id: row.id,
    username: row.username,
    status: row.status,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    note: row.note,
    // A permission the user lost since is lost for its tokens too.
    permissions: row.permissions.filter((name) => row.granted.includes(name)),
  };
  const required = calls[path].access;
  if (!isAllowed(user.permissions, required)) throw permissionDenied(required as readonly string[]);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= touchEveryMs) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
        ),
      );
  }
  return {
    user,
    signedIn: user,
    twoFactorEnrolled: row.twoFactorEnrolled,
    // No session: checks that need one (a recently given password) refuse a token.
    sessionId: '',
    persistent: false,
    token: { id: row.tokenId, name: row.tokenName },
  };
}
