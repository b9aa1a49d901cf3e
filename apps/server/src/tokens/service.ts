import { randomBytes } from 'node:crypto';
import {
  type ApiToken,
  type ApiTokenStatus,
  apiTokenLimits,
  apiTokenMessage,
  apiTokenPrefix,
  type CallParsed,
  type CreatedApiToken,
  globalMessage,
  type LoggedUser,
  type PermissionName,
  permissionsLacking,
} from '@masthead/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordUserChange } from '../audit/service.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { apiTokens } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';

type TokenRow = typeof apiTokens.$inferSelect;

function statusOf(row: TokenRow, now: number): ApiTokenStatus {
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt.getTime() <= now ? 'EXPIRED' : 'ACTIVE';
}

/** A token as lists answer it: never its hash, which would let anyone holding it be checked offline. */
function present(row: TokenRow, now = Date.now()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    permissions: row.permissions as PermissionName[],
    creation_datetime: formatDateTime(row.createdAt),
    expiry_datetime: formatDateTime(row.expiresAt),
    last_used_datetime: row.lastUsedAt ? formatDateTime(row.lastUsedAt) : null,
    revoked_datetime: row.revokedAt ? formatDateTime(row.revokedAt) : null,
    status: statusOf(row, now),
  };
}

/** Token management is in the owner's history, by the token's name (never its secret). */
const recordTokenChange = (db: Db, change: Parameters<typeof recordUserChange>[2]) =>
  recordUserChange(db, 'api-token', change);

/** A user's tokens, newest first, revoked and expired ones included so the owner sees what stopped. */
export async function listTokens(db: Db, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.id));
  const now = Date.now();
  return rows.map((row) => present(row, now));
}

/**
 * A new token for the signed-in user, with permissions it holds itself (403 naming what it
 * lacks otherwise). The answer is the only place the secret appears; the database keeps its
 * SHA-256.
 */
export async function createToken(
  db: Db,
  { user, input }: { user: LoggedUser; input: CallParsed<'api-token-service/create-my-token'> },
): Promise<CreatedApiToken> {
  const lacking = permissionsLacking(user.permissions, input.permissions);
  if (lacking.length) throw new AppError(403, globalMessage.cannotGrant(lacking));
  const token = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // One creation per user at a time, so parallel requests cannot pass the checks together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${user.id}`}))`);
    const inForce = await tx
      .select({ name: apiTokens.name })
      .from(apiTokens)
      .where(
        and(eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)),
      );
    if (inForce.some(({ name }) => name.toLowerCase() === input.name.toLowerCase()))
      throw new AppError(400, globalMessage.fixFields, { name: [apiTokenMessage.nameTaken(input.name)] });
    if (inForce.length >= apiTokenLimits.maxActive) throw new AppError(400, apiTokenMessage.tooManyActive);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId: user.id,
        name: input.name,
        tokenHash: hashToken(token),
        permissions: input.permissions,
        expiresAt: sql`now() + make_interval(days => ${input.expires_in_days})`,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordTokenChange(tx, {
      userId: user.id,
      actorId: user.id,
      from: null,
      to: `${row.name} (created, expires ${formatDateTime(row.expiresAt)} UTC)`,
    });
    return { ...present(row), token };
  });
}

/** Revokes one of a user's tokens; revoking twice keeps the first revocation's time. */
export async function revokeToken(
  db: Db,
  { userId, id, actorId }: { userId: number; id: number; actorId: number },
): Promise<ApiToken> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .for('update');
    if (!before) throw notFound('API token');
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
      .where(eq(apiTokens.id, id))
      .returning();
    if (!row) throw notFound('API token');
    if (!before.revokedAt)
      await recordTokenChange(tx, { userId, actorId, from: row.name, to: `${row.name} (revoked)` });
    return present(row);
  });
}
