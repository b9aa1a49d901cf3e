import { sql } from 'drizzle-orm';

/**
 * The content area's table, by name: reports read an item's type and title from it
 * (columns id, type, title) and never write it.
 */
export const contentItems = {
  table: sql`content_items`,
  id: sql`content_items.id`,
  type: sql`content_items.type`,
  title: sql`content_items.title`,
};
