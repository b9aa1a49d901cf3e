import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../db/columns.ts';

/**
 * Tags and categories carry the content types they apply to as a text array, so "the tags
 * of level game" is `'game' = any(level)` served by a GIN index.
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
  },
  (table) => [index('tags_level').using('gin', table.level)],
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
  },
  (table) => [index('categories_level').using('gin', table.level)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 45 }).notNull(),
  level: varchar('level', { length: 255 }).notNull(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
