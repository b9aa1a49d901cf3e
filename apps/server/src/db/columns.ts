import { timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every area's tables share, so dates are stored and named alike. */
export const createdAt = () => timestamp('creation_datetime', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('update_datetime', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
