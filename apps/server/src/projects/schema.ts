import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt, listXid, updatedAt } from '../db/columns.ts';
import { searchIndexes, searchWordsColumn } from '../search/folded.ts';
import { searched } from '../search/searched.ts';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    factorId: integer('factor_id').notNull(),
    name: varchar('name', { length: 45 }).notNull(),
    legalName: varchar('legal_name', { length: 45 }).notNull(),
    tld: varchar('tld', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    httpLocked: varchar('http_locked', { length: 3 }).notNull(),
    supportsHttps: varchar('supports_https', { length: 3 }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    listXid: listXid(),
    searchWords: searchWordsColumn(searched.project.words),
  },
  (table) => [
    index('projects_content_type').on(table.contentType),
    ...searchIndexes('projects', table, searched.project),
  ],
);
