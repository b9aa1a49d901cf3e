import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, listXid, updatedAt } from '../db/columns.ts';
import { searchIndexes, searchWordsColumn } from '../search/folded.ts';
import { searched } from '../search/searched.ts';

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
    searchWords: searchWordsColumn(searched.user.words),
  },
  (table) => [
    // Usernames differ by more than case, so 'Anna' and 'anna' cannot both exist.
    uniqueIndex('users_username_lower').on(sql`lower(${table.username})`),
    index('users_email_lower').on(sql`lower(${table.email})`),
    ...searchIndexes('users', table, searched.user),
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
