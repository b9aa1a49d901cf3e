import { bigint, boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.ts';
import { users } from '../db/schema.ts';

/**
 * A user's TOTP secret (base32, or sealed with TWO_FACTOR_KEY: auth/secret-box.ts). `enabled_at` is null while an enrolment waits for its first
 * code; `last_step` is the newest 30-second step a code was accepted for, so a code (or an
 * older one) never works twice: the update that moves it is the check.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar('secret', { length: 160 }).notNull(),
  createdAt: createdAt(),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** Ten single-use codes per user, stored as SHA-256 (they carry 50 random bits each). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: at('used_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/**
 * A right password waiting for its second factor: the id is the SHA-256 of the token the
 * browser holds for a few minutes; it works once and for a few wrong codes only.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('pending_logins_user').on(table.userId),
    index('pending_logins_expiry').on(table.expiresAt),
  ],
);
