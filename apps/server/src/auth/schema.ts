import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/** A signed-in browser. The id is the SHA-256 of the cookie's token, so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Names the session on the sessions pages; the token's hash never leaves the server. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userAgent: varchar('user_agent', { length: 512 }).notNull().default(''),
    address: varchar('address', { length: 64 }).notNull().default(''),
    /** Moved with the idle deadline, at most once a minute, so a request rarely writes. */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /**
     * When the password was last given on this session: at sign-in, and again through
     * confirm-password. Changing how others sign in needs it recent (auth/confirm-password.ts).
     */
    passwordConfirmedAt: at('password_confirmed_at').notNull().defaultNow(),
    /** The user this session views the console as, read-only; null when acting as itself. */
    viewAsUserId: integer('view_as_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user').on(table.userId), uniqueIndex('sessions_public_id').on(table.publicId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address the link was sent to: the link stops working once the account's address changes. */
  email: varchar('email', { length: 45 }).notNull().default(''),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Attempts counted per scope over a fixed 15-minute window: sign-ins per username and address
 * pair, per address and per username, and password resets per address. Kept in the database
 * so every app server throttles alike; the username is stored only as a hash.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    usernameKey: varchar('username_key', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull(),
    windowStart: at('window_start').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.usernameKey, table.address] }),
    index('throttle_counters_username').on(table.usernameKey),
    index('throttle_counters_window').on(table.windowStart),
  ],
);

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
