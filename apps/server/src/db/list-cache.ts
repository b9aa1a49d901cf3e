import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { JsonText } from './json-list.ts';
import { listDeletions } from './list-deletions.ts';

/**
 * Whole lists (20,000 items of a type) kept in memory per database and brought up to date on
 * every read by the rows written since the last one. Sending megabytes from PostgreSQL to Node
 * costs far more than anything else in a list's answer; a read that finds nothing new sends one
 * short row, and an edit costs its own rows only.
 *
 * Each listed table has a `list_xid` column, the transaction that last wrote the row (see
 * `listXid`). A read records the database's snapshot; the next one asks for the rows whose
 * transaction that snapshot could not see, which is exact whatever order transactions commit
 * in and however many servers share the database. A deleted row has no transaction id left to
 * read, so whoever deletes listed rows records them (`recordListDeletions`) in the same
 * transaction, and each read drops the ids recorded since. Lists must be read outside a writing
 * transaction, whose own uncommitted rows a snapshot counts as seen.
 */
interface CachedList {
  snapshot: string;
  rows: Map<number, string>;
  /** The list as answered: one object per state, so its envelope is gzipped once. */
  json?: JsonText<unknown[]>;
}

const lists = new WeakMap<Db, Map<string, CachedList>>();

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

export async function cachedList<T>(db: Db, source: ListSource): Promise<JsonText<T[]>> {
  let cache = lists.get(db);
  if (!cache) {
    cache = new Map();
    lists.set(db, cache);
  }
  const previous = cache.get(source.key);
  const writtenSince = (xid: AnyPgColumn) =>
    previous
      ? sql`${xid} >= pg_snapshot_xmin(${previous.snapshot}::pg_snapshot)
        and not pg_visible_in_snapshot(${xid}, ${previous.snapshot}::pg_snapshot)`
      : sql`true`;
  const changed = writtenSince(source.xid);
  const rows = source.stored
    ? source.rows(changed)
    : sql`select r.id, row_to_json(r)::text as row from (${source.rows(changed)}) r`;
  // A changed row may have left the list (its level no longer matches, or it was deleted): every
  // changed or deleted id is dropped, then the rows still listed are put back. One statement, so
  // the snapshot recorded is the one the rows were read in.
  const result = (await db.execute(
    sql`select pg_current_snapshot()::text as snapshot, null::int as id, null::text as row
      ${previous ? sql`union all select null, ${source.id}, null from ${source.table} where ${changed}` : sql``}
      ${
        previous
          ? sql`union all select null, ${listDeletions.rowId}, null from ${listDeletions}
              where ${listDeletions.tableName} = ${getTableName(source.table)} and ${writtenSince(listDeletions.listXid)}`
          : sql``
      }
      union all select null, r.id, r.row from (${rows}) r`,
  )) as unknown as { rows: { snapshot: string | null; id: number | null; row: string | null }[] };
  const [head, ...found] = result.rows;
  const snapshot = head?.snapshot ?? '';
  const listed = new Map<number, string>();
  for (const { id, row } of found) if (row !== null) listed.set(Number(id), row);
  // Changed rows that were listed and are no longer (rows of other lists in the table aside).
  const left = found.filter(({ id }) => previous?.rows.has(Number(id)) && !listed.has(Number(id)));
  if (previous && listed.size === 0 && left.length === 0) {
    if (previous.snapshot !== snapshot) cache.set(source.key, { ...previous, snapshot });
    return listJson(previous) as JsonText<T[]>;
  }
  // A new entry rather than a changed one: a slower read finishing later cannot mix old rows
  // into a newer list; at worst it puts back an older list that the next read brings up to date.
  const next: CachedList = { snapshot, rows: new Map(previous?.rows) };
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

/**
 * Tells the lists of every server that these rows of `table` are gone. Call it in the
 * transaction that deletes them, so the record commits (or not) with the deletion.
 */
export async function recordListDeletions(db: Db, table: PgTable, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.insert(listDeletions).values(ids.map((rowId) => ({ tableName: getTableName(table), rowId })));
}

function listJson(list: CachedList) {
  list.json ??= new JsonText(`[${[...list.rows.values()].join(',')}]`);
  return list.json;
}
