import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { listXid } from './columns.ts';

/**
 * Rows deleted from listed tables, each with the transaction that deleted it: a list kept in
 * memory (list-cache.ts) cannot see a row that is gone, so it reads these instead and drops
 * them, on every server alike. Written by `recordListDeletions` in the deleting transaction.
 */
export const listDeletions = pgTable(
  'list_deletions',
  {
    id: serial('id').primaryKey(),
    tableName: varchar('table_name', { length: 63 }).notNull(),
    rowId: integer('row_id').notNull(),
    listXid: listXid(),
  },
  (table) => [index('list_deletions_table_xid').on(table.tableName, table.listXid)],
);
