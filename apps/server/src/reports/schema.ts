import { bigint, date, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Impressions summed per content item, project and day. Sites send counts, not events, so a
 * report reads thousands of rows, never billions. The item's type is copied into the row so a
 * report of one type reads only that type's rows, straight from the (type, date) index.
 * No foreign keys: ingestion checks the ids, and bulk loads of millions of rows stay fast.
 */
export const impressionDaily = pgTable(
  'impression_daily',
  {
    contentId: integer('content_id').notNull(),
    projectId: integer('project_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.projectId, table.date] }),
    // Holds every column the report reads, so "one type, dates from X" is an index-only scan.
    index('impression_daily_type_date').on(
      table.contentType,
      table.date,
      table.contentId,
      table.projectId,
      table.count,
    ),
  ],
);

/** Keys the publisher's sites record impressions with. Only the key's SHA-256 is kept. */
export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 45 }).notNull(),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  revokedAt: at('revoked_at'),
  lastUsedAt: at('last_used_at'),
});
