import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { makeDatabaseFolder, pgliteStartParams } from './pglite-folder.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Beside this file in the sources, and copied beside the bundle by the server's build.
const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted in `dataDir` (or in memory when
 * `dataDir` is 'memory://', as the tests use it). Migrations run before anything else.
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

// Each driver is loaded only when chosen: the embedded database's code alone holds tens of
// megabytes that a server on PostgreSQL never needs.
async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // An idle connection the server drops (a restart, a terminated backend) must not crash the
  // process: the pool replaces it, and a query that needed it reports its own failure.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDirOption: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const options = { startParams: pgliteStartParams(PGlite.defaultStartParams) };
  const dataDir = dataDirOption === 'memory://' ? undefined : path.join(dataDirOption, 'pglite');
  if (dataDir) {
    // Its owner's alone: PGlite writes its files readable by everyone (db/data-lock.ts: keepPrivate).
    mkdirSync(dataDirOption, { recursive: true, mode: 0o700 });
    await makeDatabaseFolder(dataDir, async (folder) => {
      // initdb grows PGlite's WebAssembly memory to about 650 MB, which it never gives back: the
      // server opens the files made with an instance of its own. The closed one's memory goes
      // back to the system once it is collected: as soon as its last callbacks have run where the
      // server has `--expose-gc` (apps/server/node-flags.mjs), else in due course.
      await (await PGlite.create(folder, options)).close();
      setImmediate(() => (globalThis as { gc?: () => void }).gc?.());
    });
  }
  const client = new PGlite(dataDir, options);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
