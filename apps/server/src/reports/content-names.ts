import { contentItems as table } from '../content/schema.ts';

/** The content area's table as reports read it: an item's type and title, never written here. */
export const contentItems = { table, id: table.id, type: table.type, title: table.title };
