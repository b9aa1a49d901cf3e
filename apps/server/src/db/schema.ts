import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

import { at, createdAt, listXid, updatedAt } from './columns.ts';

// Each area keeps its tables in its own folder; drizzle-kit reads them all through this file.
export * from '../auth/schema.ts';
export * from '../cdn/schema.ts';
export * from '../content/schema.ts';
export * from '../reports/schema.ts';
export * from '../taxonomy/schema.ts';
export * from '../views/schema.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 45 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE'),
    firstName: varchar('first_name', { length: 45 }).notNull(),
    lastName: varchar('last_name', { length: 45 }).notNull(),
    email: varchar('email', { length: 45 }).notNull(),
    note: varchar('note', { length: 1024 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
  },
  (table) => [
    // Usernames differ by more than case, so 'Anna' and 'anna' cannot both exist.
    uniqueIndex('users_username_lower').on(sql`lower(${table.username})`),
    index('users_email_lower').on(sql`lower(${table.email})`),
  ],
);

export const permissions = pgTable('permissions', {
  name: varchar('name', { length: 64 }).primaryKey(),
  description: text('description').notNull(),
  section: varchar('section', { length: 32 }).notNull(),
});

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionName: varchar('permission_name', { length: 64 })
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permissionName] })],
);

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

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    factorId: integer('factor_id').notNull(),
    name: varchar('name', { length: 45 }).notNull(),
    legalName: varchar('legal_name', { length: 45 }).notNull(),
    tld: varchar('tld', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    httpLocked: varchar('http_locked', { length: 3 }).notNull(),
    supportsHttps: varchar('supports_https', { length: 3 }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
  },
  (table) => [index('projects_content_type').on(table.contentType)],
);

/** Who changed what and when, field by field, for users and projects. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
  },
  (table) => [index('audit_entries_entity').on(table.entity, table.entityId)],
);

/**
 * Rows deleted from listed tables (those with `list_xid`), written by the `record_list_deletion`
 * trigger with the deleting transaction: a list kept in memory drops them on its next read,
 * on every server (db/list-cache.ts). Kept a day; a list not read for longer is read afresh.
 */
export const listDeletions = pgTable(
  'list_deletions',
  {
    tableName: varchar('table_name', { length: 64 }).notNull(),
    id: integer('id').notNull(),
    listXid: listXid(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('list_deletions_table_xid').on(table.tableName, table.listXid),
    index('list_deletions_at').on(table.at),
  ],
);
