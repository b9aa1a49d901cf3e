import { isNull, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, listXid, updatedAt } from '../db/columns.ts';
import { searchIndexes, searchWordsColumn } from '../search/folded.ts';
import { searched } from '../search/searched.ts';
import { users } from '../users/schema.ts';

/** What the row keeps of a stored file: its content-addressed name and what its bytes said. */
export interface StoredMedia {
  /** '<sha256>.<ext>', served at /media/<name>. */
  name: string;
  type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** The cleaned name it was uploaded under (see cleanFileName); absent for files stored before. */
  originalName?: string;
}

/**
 * Every content item of every type in one table: the common fields as columns, the type's own
 * fields as JSON (their shape comes from the contract's definition), files by field name.
 * Lists read one type in id order, hence (type, id).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    contentId: varchar('content_id', { length: 36 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    title: varchar('title', { length: 2048 }).notNull(),
    description: text('description').notNull().default(''),
    keywords: varchar('keywords', { length: 512 }).notNull().default(''),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE'),
    projects: integer('projects').array().notNull().default([]),
    categories: integer('categories').array().notNull().default([]),
    /** Tag ids per project id: { "12": [3, 4] }. */
    tags: jsonb('tags').$type<Record<string, number[]>>().notNull().default({}),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    media: jsonb('media').$type<Record<string, StoredMedia>>().notNull().default({}),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The item's list row as JSON text, written by the database with every save: a list of
     * 20,000 is then one string_agg of ready rows instead of 20,000 rows made into JSON.
     */
    listRow: text('list_row').notNull().default('{}'),
    listXid: listXid(),
    /**
     * Set while the item is in the trash: every list, count, report name, export and get
     * leaves it out; the purge removes it for good after trashDays.
     */
    deletedAt: at('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    searchWords: searchWordsColumn(searched.content.words),
  },
  (table) => [
    index('content_items_type_id').on(table.type, table.id),
    index('content_items_type_list_xid').on(table.type, table.listXid),
    index('content_items_deleted_at').on(table.deletedAt).where(sql`deleted_at is not null`),
    index('content_items_content_id').on(table.contentId),
    ...searchIndexes('content_items', table, searched.content),
  ],
);

/** Items that are not in the trash: what lists, counts, reports, gets and usage counts see. */
export const isLive = isNull(contentItems.deletedAt);
