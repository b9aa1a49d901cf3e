import { contentItems as table } from '../content/schema.ts';

/**
 * The content area's table as reports read it: an item's type and title, never written here.
 * An item in the trash keeps its impressions but loses its name (`deletedAt` is set).
 */
export const contentItems = {
  table,
  id: table.id,
  type: table.type,
  title: table.title,
  deletedAt: table.deletedAt,
};
