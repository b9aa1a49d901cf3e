// Each area keeps its tables in its own folder; drizzle-kit and the typed client read them all
// through this file. It only gathers: a table that names another imports it from that table's
// area, never from here, so no two files import each other.
export * from '../audit/schema.ts';
export * from '../auth/schema.ts';
export * from '../cdn/schema.ts';
export * from '../content/schema.ts';
export * from '../projects/schema.ts';
export * from '../reports/schema.ts';
export * from '../taxonomy/schema.ts';
export * from '../tokens/schema.ts';
export * from '../users/schema.ts';
export * from '../views/schema.ts';
export * from './list-deletions.ts';
