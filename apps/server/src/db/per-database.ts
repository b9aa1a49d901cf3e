import type { Db } from './client.ts';

/**
 * `make` run once per database and its result kept: a prepared statement, which neither Drizzle
 * nor PostgreSQL then plans again. Kept by the database object, so a test's database and its
 * statements go together.
 */
export function oncePerDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
