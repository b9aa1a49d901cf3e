import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, listXid } from './columns.ts';

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
