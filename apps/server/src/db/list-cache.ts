import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { JsonText } from './json-list.ts';
import { listDeletions } from './schema.ts';

/**
 * Whole lists (20,000 items of a type) kept in memory per database and brought up to date on
 * every read by the rows written since the last one. Sending megabytes from PostgreSQL to Node
 * costs far more than anything else in a list's answer; a read that finds nothing new sends one
 * short row, and an edit costs its own rows only.
 *
 * Each listed table has a `list_xid` column, the transaction that last wrote the row (see
 * `listXid`). A read records the database's snapshot; the next one asks for the rows whose
 * transaction that snapshot could not see, which is exact whatever order transactions commit
 * in and however many servers share the database. A row deleted outright is told the same way:
 * the `record_list_deletion` trigger keeps its id in `list_deletions` with the deleting
 * transaction, for a day; a list not read for an hour is read afresh rather than trust them.
 * Lists must be read outside a writing transaction, whose own uncommitted rows a snapshot
 * counts as seen.
 *
 * A restore (`pg_restore --clean`, scripts/db-restore.ts) drops the tables and makes them again:
 * its rows carry the `list_xid` of the backed-up database, which a snapshot taken since counts as
 * seen, and its dropped rows leave no `list_deletions`. Each read also answers the table's OID,
 * which a new table never shares with the dropped one; a list whose table changed is read whole.
 */
interface CachedList {
  snapshot: string;
  /** The OID of the table the rows were read from. */
  table: string;
  /** Date.now() of the read that made it: see freshFor. */
  readAt: number;
  rows: Map<number, string>;
  /** The list as answered: one object per state, so its envelope is gzipped once. */
  json?: JsonText<unknown[]>;
}

const lists = new WeakMap<Db, Map<string, CachedList>>();

/**
 * A list read less recently than this is read whole again: `list_deletions` keeps deleted ids
 * for a day (see pruneListDeletions), far longer than this, so no deletion is missed.
 */
export const freshFor = 60 * 60 * 1000;
const deletionsKeptFor = '1 day';

/** Rows written by transactions the snapshot could not see. */
const writtenSince = (xid: AnyPgColumn | SQL, snapshot: string) =>
  sql`${xid} >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
    and not pg_visible_in_snapshot(${xid}, ${snapshot}::pg_snapshot)`;

/** Forgets deletions older than any list still read in part (run by the trash's purge). */
export async function pruneListDeletions(db: Db) {
  await db.execute(
    sql`delete from ${listDeletions} where ${listDeletions.at} < now() - ${deletionsKeptFor}::interval`,
  );
}

export interface ListSource {
  /** Names the list among this database's lists: the table and any filter. */
  key: string;
  table: PgTable;
  /** The table's `id` and `list_xid` columns. */
  id: AnyPgColumn;
  xid: AnyPgColumn;
  /**
   * The list's rows for which `changed` holds, each with `id` and its columns; `changed` is
   * to be added to the query's where clause.
   */
  rows: (changed: SQL) => SQL;
  /** Set when `rows` already answers `id` and `row`, the row's JSON text, as stored. */
  stored?: boolean;
}

interface ListRead {
  snapshot: string;
  table: string;
  /** Every row read, and the ids of rows changed or deleted since `previous` (row null). */
  found: { id: number | null; row: string | null }[];
}

/** The list's rows written since `previous` was read, or all of them without one. One statement. */
async function readList(db: Db, source: ListSource, previous: CachedList | undefined): Promise<ListRead> {
  const changed = previous ? writtenSince(source.xid, previous.snapshot) : sql`true`;
  const rows = source.stored
    ? source.rows(changed)
    : sql`select r.id, row_to_json(r)::text as row from (${source.rows(changed)}) r`;
  const tableName = getTableName(source.table);
  // A changed row may have left the list (its level no longer matches): every changed id is
  // dropped, then the rows still listed are put back. One statement, so the snapshot recorded
  // is the one the rows were read in, and the table's OID the one they were read from.
  const result = (await db.execute(
    sql`select pg_current_snapshot()::text as snapshot, null::int as id, quote_ident(${tableName})::regclass::oid::text as row
      ${previous ? sql`union all select null, ${source.id}, null from ${source.table} where ${changed}` : sql``}
      ${previous ? sql`union all select null, ${listDeletions.id}, null from ${listDeletions} where ${listDeletions.tableName} = ${tableName} and ${writtenSince(listDeletions.listXid, previous.snapshot)}` : sql``}
      union all select null, r.id, r.row from (${rows}) r`,
  )) as unknown as { rows: { snapshot: string | null; id: number | null; row: string | null }[] };
  const [head, ...found] = result.rows;
  return { snapshot: head?.snapshot ?? '', table: head?.row ?? '', found };
}

export async function cachedList<T>(db: Db, source: ListSource): Promise<JsonText<T[]>> {
  let cache = lists.get(db);
  if (!cache) {
    cache = new Map();
    lists.set(db, cache);
  }
  const cached = cache.get(source.key);
  const readAt = Date.now();
  let previous = cached && readAt - cached.readAt < freshFor ? cached : undefined;
  let read = await readList(db, source, previous);
  // Restored since (see above): what was read against the old table's snapshot means nothing.
  if (previous && read.table !== previous.table) {
    previous = undefined;
    read = await readList(db, source, undefined);
  }
  const { snapshot, table, found } = read;
  const listed = new Map<number, string>();
  for (const { id, row } of found) if (row !== null) listed.set(Number(id), row);
  // Changed or deleted rows that were listed and are no longer (rows of other lists aside).
  const left = found.filter(({ id }) => previous?.rows.has(Number(id)) && !listed.has(Number(id)));
  if (previous && listed.size === 0 && left.length === 0) {
    cache.set(source.key, { ...previous, snapshot, readAt });
    return listJson(previous) as JsonText<T[]>;
  }
  // A new entry rather than a changed one: a slower read finishing later cannot mix old rows
  // into a newer list; at worst it puts back an older list that the next read brings up to date.
  const next: CachedList = { snapshot, table, readAt, rows: new Map(previous?.rows) };
  for (const { id } of left) next.rows.delete(Number(id));
  let added = false;
  for (const [id, row] of listed) {
    if (!next.rows.has(id)) added = true;
    next.rows.set(id, row);
  }
  if (added) next.rows = new Map([...next.rows].sort(([a], [b]) => a - b));
  cache.set(source.key, next);
  return listJson(next) as JsonText<T[]>;
}

function listJson(list: CachedList) {
  list.json ??= new JsonText(`[${[...list.rows.values()].join(',')}]`);
  return list.json;
}
