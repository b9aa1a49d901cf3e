import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Personal API tokens. Only the secret's SHA-256 is kept: the secret is 32 random bytes, so a
 * fast hash loses nothing to guessing. A deleted user takes its tokens along.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 45 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** What the token was given, a subset of its user's permissions at the time. */
    permissions: varchar('permissions', { length: 64 }).array().notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('api_tokens_user').on(table.userId)],
);
