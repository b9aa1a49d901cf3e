import { integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Every purge that reached a CDN, whether it worked or not: who, when, which type and zone,
 * the URLs (none for a whole zone), the outcome and the CDN's error. Kept in the database so
 * every app server shows the same history.
 */
// Newest first by id, the primary key: no other index is needed.
export const cdnPurges = pgTable('cdn_purges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  at: at('at').notNull().defaultNow(),
  type: varchar('type', { length: 16 }).notNull(),
  zoneId: varchar('zone_id', { length: 64 }).notNull(),
  urls: jsonb('urls').$type<string[]>().notNull(),
  outcome: varchar('outcome', { length: 8 }).notNull(),
  error: text('error'),
});
