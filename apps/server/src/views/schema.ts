import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * A list's filters, sort, columns and page size saved under a name by one user, for that user
 * alone or shared with everyone who may see the list. Deleting the user deletes its views.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: varchar('list_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    isShared: boolean('is_shared').notNull().default(false),
    /** Validated by the contract's `viewState` on every write. */
    state: jsonb('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // 'Mine' and 'mine ' or 'MINE' would be the same entry to the eye in a menu.
    uniqueIndex('saved_views_owner_list_name').on(table.ownerId, table.listKey, sql`lower(${table.name})`),
    // The menu of a list reads the shared views of everyone.
    index('saved_views_list_shared').on(table.listKey).where(sql`${table.isShared}`),
  ],
);
