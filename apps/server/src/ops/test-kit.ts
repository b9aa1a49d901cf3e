import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll } from 'vitest';
import { fileTestApp, type TestApp } from '../../test/harness.ts';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** A port on loopback that nothing listens on: taken from the system, then let go. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real PostgreSQL client aimed where no server answers, as when the database is down. */
export async function unreachableDatabase(): Promise<Database> {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** The file's app on a database that does not answer: closed after the file, then its pool. */
export function fileTestAppDatabaseDown(): TestApp {
  let database: Database;
  // Registered before the app's own hook, so it runs after the app has closed.
  afterAll(() => database.close());
  return fileTestApp(async () => {
    database = await unreachableDatabase();
    return { database };
  });
}
