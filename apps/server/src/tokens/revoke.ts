import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens } from '../db/schema.ts';

/**
 * Every token of a user stops working: its password changed (perhaps because the account was
 * taken) or the account was switched off. Revoked, not deleted, so the owner sees what stopped
 * and when.
 */
export const revokeUserTokens = (db: Db, userId: number) =>
  db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
