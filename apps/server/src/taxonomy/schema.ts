import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, listXid, updatedAt } from '../db/columns.ts';
import { searchIndexes, searchWordsColumn } from '../search/folded.ts';
import { searched } from '../search/searched.ts';

/**
 * Tags and categories carry the content types they apply to as a text array, so "the tags
 * of level game" is `'game' = any(level)` served by a GIN index. The array is stored sorted
 * without repeats, so equal level sets are equal arrays.
 */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 45 }).notNull(),
    level: text('level').array().notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
    searchWords: searchWordsColumn(searched.tag.words),
  },
  (table) => [
    index('tags_level').using('gin', table.level),
    // 'News' for game and 'news' for game are the same tag; for recipe it may exist again.
    uniqueIndex('tags_name_level').on(sql`lower(${table.name})`, table.level),
    ...searchIndexes('tags', table, searched.tag),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 45 }).notNull(),
    level: text('level').array().notNull(),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
    searchWords: searchWordsColumn(searched.category.words),
  },
  (table) => [
    index('categories_level').using('gin', table.level),
    uniqueIndex('categories_name_lower').on(sql`lower(${table.name})`),
    ...searchIndexes('categories', table, searched.category),
  ],
);

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 45 }).notNull(),
    level: varchar('level', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
  },
  (table) => [uniqueIndex('attributes_name').on(table.name)],
);

/** A legal document: its id stays while versions are added; `currentVersion` names the newest. */
export const legalDocuments = pgTable('legal_documents', {
  id: serial('id').primaryKey(),
  currentVersion: integer('current_version').notNull().default(1),
  createdAt: createdAt(),
});

/** Every saved version of a legal document, never changed once written. */
export const legalVersions = pgTable(
  'legal_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    title: varchar('title', { length: 256 }).notNull(),
    content: text('content').notNull(),
    contentTypes: text('content_types').array().notNull(),
    projects: integer('projects').array().notNull(),
    comment: varchar('comment', { length: 512 }).notNull().default(''),
    author: varchar('author', { length: 45 }).notNull(),
    createdAt: createdAt(),
    searchWords: searchWordsColumn(searched.legal.words),
  },
  (table) => [
    uniqueIndex('legal_versions_document_version').on(table.documentId, table.version),
    ...searchIndexes('legal_versions', table, searched.legal),
  ],
);

/**
 * The addresses and ranges allowed to call the API. `ip` is what was typed; `network` the same
 * range written one way only (`10.0.0.7/32`), so `10.0.0.7` and `10.0.0.7/32` cannot both exist.
 */
export const allowedIps = pgTable(
  'allowed_ips',
  {
    id: serial('id').primaryKey(),
    ip: varchar('ip', { length: 43 }).notNull(),
    network: varchar('network', { length: 64 }).notNull(),
    description: varchar('description', { length: 45 }).notNull(),
    username: varchar('username', { length: 45 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
    searchWords: searchWordsColumn(searched.allowedIp.words),
  },
  (table) => [
    uniqueIndex('allowed_ips_network').on(table.network),
    ...searchIndexes('allowed_ips', table, searched.allowedIp),
  ],
);
