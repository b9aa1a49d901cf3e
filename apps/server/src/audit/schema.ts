import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { users } from '../users/schema.ts';

/** Who changed what and when, field by field, for users and projects. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The personal API token the change was made through, by its name then; null in a browser. */
    actorToken: varchar('actor_token', { length: 45 }),
    at: at('at').notNull().defaultNow(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
  },
  (table) => [index('audit_entries_entity').on(table.entity, table.entityId)],
);
