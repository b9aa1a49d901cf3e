import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const gzipAsync = promisify(gzip);

/**
 * JSON text made by the database, standing for a value of type T. A handler may answer with
 * it and the call registry puts it into the envelope as it is: a list of 20,000 rows costs
 * PostgreSQL a few milliseconds to write as JSON, and Node ten times more to turn rows into
 * objects and serialise them again.
 */
export class JsonText<T> {
  declare readonly value: T;
  #envelope?: Buffer;
  #gzipped?: Promise<Buffer>;
  constructor(readonly text: string) {}

  /**
   * The success envelope around the text, as bytes; kept, as a cached list answers many reads,
   * and sent as it is rather than encoded again for every reader.
   */
  envelope() {
    this.#envelope ??= Buffer.from(`{"status":"OK","data":${this.text}}`);
    return this.#envelope;
  }

  /** The envelope gzipped once, off the event loop, however many reads it answers. */
  gzippedEnvelope() {
    this.#gzipped ??= gzipAsync(this.envelope());
    return this.#gzipped;
  }
}

/** The rows of `query` as one JSON array, each row an object named by the query's columns. */
export async function jsonRows<T>(db: Db, query: SQL): Promise<JsonText<T[]>> {
  // Both drivers answer with { rows }; the shared database type does not say so.
  const result = (await db.execute(
    sql`select coalesce(json_agg(r), '[]')::text as json from (${query}) r`,
  )) as unknown as { rows: { json: string }[] };
  return new JsonText(result.rows[0]?.json ?? '[]');
}

/** A timestamp in the API's form, 'YYYY-MM-DD HH:mm:ss' in UTC, written by the database. */
export const sqlDateTime = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
