import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every area's tables share, so dates are stored and named alike. */
export const createdAt = () => timestamp('creation_datetime', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('update_datetime', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
/**
 * The transaction that last wrote the row: set on insert by default and on update by the
 * `set_list_xid` trigger, so a list kept in memory fetches only the rows written since it was
 * read (db/list-cache.ts). A table given this column needs that trigger in its migration.
 */
export const listXid = () => xid8('list_xid').notNull().default(sql`pg_current_xact_id()`);
