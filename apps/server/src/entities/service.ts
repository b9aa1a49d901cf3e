import type {
  AuditEntry,
  CallParsed,
  CallPath,
  EntityDefinition,
  EntityRow,
  EntityValues,
  SessionUser,
  TaxonomyUsage,
} from '@masthead/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { diffFields, listAudit, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { type JsonText, sqlDateTime } from '../db/json-list.ts';
import { cachedList } from '../db/list-cache.ts';
import { assertLoadedVersion, nextUpdatedAt } from '../db/versions.ts';
import { notFound } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { auditedFields, jsonRow, refusingDuplicates } from './rows.ts';

/** The call a save or delete is made in: who makes it, from where, with which services. */
export interface EntityCall {
  user: SessionUser;
  sessionId: string;
  request: FastifyRequest;
  services: Services;
}

type Change = AuditEntry['changes'][number];

/** A save's fields once the contract's rules have run (an update's password may be left out). */
export type SavedValues<D extends EntityDefinition> = EntityValues<D, 'update'>;
type ListInput<D extends EntityDefinition> = CallParsed<D['calls']['list'] & CallPath>;

type EntityTable = PgTable & Record<'id' | 'createdAt' | 'updatedAt' | 'listXid', AnyPgColumn>;

/** One save as the hooks see it. */
export interface Save<D extends EntityDefinition, Row, Prepared> {
  call: EntityCall;
  values: SavedValues<D>;
  /** The row saved over: set on an update, once it is locked. */
  before?: Row;
  /** The updated row's id; none on a create. */
  id?: number;
  /** What `prepare` answered. */
  prepared: Prepared;
}

/**
 * Where an entity is kept and what its saves do beyond the common steps (lock, version check,
 * write, history, list cache). Only what differs from one entity to another is said here.
 */
export interface EntityStorage<D extends EntityDefinition, Row extends EntityRow, Prepared = undefined> {
  /** The table, with the columns every entity's has: id, dates and `list_xid` (db/columns.ts). */
  table: EntityTable;
  /**
   * What a row answers between its id and its dates, in order: columns, or expressions named
   * with `as`. The list and the get call answer the same.
   */
  fields: (AnyPgColumn | SQL)[];
  /** The list's name in the list cache, or, for a list filtered by its input, its name and condition. */
  list: string | ((input: ListInput<D>) => { key: string; where: SQL });
  /** The table's columns of a save; by default the values as they are. */
  columns?: (save: Save<D, Row, Prepared>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** The field a duplicate the unique index catches is reported on, with its message ('is taken' by default). */
  duplicate?: { field: string; message?: string | ((db: Db, values: SavedValues<D>) => Promise<string>) };
  /** What the history records of a row; by default its fields without id and timestamps. */
  audited?: (row: Row) => Record<string, unknown>;
  /**
   * Before the save's transaction: refusals that need no lock, and slow work (a password's
   * hash) whose result `prepared` carries into the save.
   */
  prepare?: (db: Db, save: Omit<Save<D, Row, undefined>, 'prepared'>) => Promise<Prepared>;
  /** Refuses the caller editing the locked row whatever its version (a 403 wins over a 409). */
  mayEdit?: (before: Row, save: Save<D, Row, Prepared>) => void;
  /** In the transaction, before the write: refusals that read other tables. */
  beforeWrite?: (tx: Db, save: Save<D, Row, Prepared>) => Promise<void>;
  /** In the transaction, after the row is written: its other tables; answers changes to record besides the fields'. */
  afterWrite?: (tx: Db, save: Save<D, Row, Prepared> & { id: number }) => Promise<Change[] | undefined>;
  /** After a save or delete is committed (a cache of the table to drop). */
  afterChange?: (db: Db) => void;
  /**
   * Before a delete locks its row: locks what the check needs (in one order for every delete)
   * and answers the check of the locked row, which may refuse it.
   */
  deleteCheck?: (tx: Db, call: EntityCall, id: number) => Promise<(row: Row) => Promise<void>>;
  /** The live content items that name the row, as its usage call answers them. */
  usage?: (db: Db, id: number, call: EntityCall) => Promise<TaxonomyUsage>;
}

/** What the derived handlers call: the entity's list, get, history, saves and delete. */
export interface EntityService<Row = unknown> {
  list(db: Db, input?: unknown): Promise<JsonText<Row[]>>;
  get(db: Db, id: number): Promise<Row>;
  history?(db: Db, id: number): Promise<AuditEntry[]>;
  create(call: EntityCall, input: never): Promise<Row>;
  update(call: EntityCall, input: never): Promise<Row>;
  delete?(call: EntityCall, id: number): Promise<null>;
  usage?(call: EntityCall, id: number): Promise<TaxonomyUsage>;
}

/**
 * The list, get, history, create, update and delete of an entity, from its definition and where
 * it is kept. Every save runs in a transaction, records who changed what, and refuses a duplicate
 * as a field error; an update locks the row first and refuses a save over a newer version (409).
 */
export function entityService<const D extends EntityDefinition, Row extends EntityRow, Prepared = undefined>(
  definition: D,
  storage: EntityStorage<D, Row, Prepared>,
) {
  const { name: entity, label } = definition;
  const audited =
    storage.audited ?? ((row: Row) => auditedFields({ ...(row as Row & Record<string, unknown>) }));
  const { table } = storage;
  const select = sql`select ${sql.join([table.id, ...storage.fields], sql`, `)},
  ${sqlDateTime(table.createdAt)} as creation_datetime, ${sqlDateTime(table.updatedAt)} as update_datetime
  from ${table}`;
  const byId = (id: number) => sql`${select} where ${table.id} = ${id}`;

  const get = (db: Db, id: number) => jsonRow<Row>(db, byId(id), label);

  const list = (db: Db, input?: ListInput<D>) => {
    const { key, where } =
      typeof storage.list === 'string'
        ? { key: storage.list, where: undefined }
        : storage.list(input as never);
    return cachedList<Row>(db, {
      key,
      table,
      id: table.id,
      xid: table.listXid,
      rows: (changed) =>
        where ? sql`${select} where ${where} and ${changed}` : sql`${select} where ${changed}`,
    });
  };

  /** A history, still readable once its row is deleted; 404 for an id that never existed. */
  const history = async (db: Db, id: number) => {
    const entries = await listAudit(db, entity, id);
    if (entries.length === 0) await get(db, id);
    return entries;
  };

  /** Runs a save in its transaction, a duplicate refused on its field, and tells the caches after. */
  const saving = async <T>(db: Db, values: SavedValues<D>, save: (tx: Db) => Promise<T>) => {
    const inTransaction = () => db.transaction((tx) => save(tx as Db));
    const { duplicate } = storage;
    const message = duplicate?.message;
    const saved = duplicate
      ? await refusingDuplicates(inTransaction, {
          field: duplicate.field,
          message: typeof message === 'function' ? () => message(db, values) : message,
        })
      : await inTransaction();
    storage.afterChange?.(db);
    return saved;
  };

  /** A status the save leaves out keeps the row's, or is ACTIVE on a create (the contract's rule). */
  const statusKept = ({ values, before }: Save<D, Row, Prepared>) => {
    const kept: Record<string, unknown> = { ...values };
    for (const { kind, key } of definition.fields)
      if (kind === 'status') kept[key] ??= before?.[key as keyof Row] ?? 'ACTIVE';
    return kept as SavedValues<D>;
  };

  const columnsOf = async (save: Save<D, Row, Prepared>) => {
    const values = statusKept(save);
    return storage.columns ? await storage.columns({ ...save, values }) : values;
  };

  /**
   * Inserts a row and records how it came to be: `action` 'clone' with `changes` leading the
   * fields' (a clone names its source), `columns` beside the save's own (what a clone keeps).
   */
  const insert = async (
    tx: Db,
    save: Save<D, Row, Prepared>,
    {
      action = 'create',
      columns,
      changes = [],
    }: { action?: AuditEntry['action']; columns?: Record<string, unknown>; changes?: Change[] } = {},
  ) => {
    const [inserted] = (await tx
      .insert(table)
      .values({ ...(await columnsOf(save)), ...columns } as never)
      .returning({ id: table.id })) as { id: number }[];
    if (!inserted) throw new Error('insert returned no row');
    const also = (await storage.afterWrite?.(tx, { ...save, id: inserted.id })) ?? [];
    const row = await get(tx, inserted.id);
    await recordAudit(tx, {
      entity,
      entityId: row.id,
      action,
      actorId: save.call.user.id,
      changes: [...changes, ...diffFields(null, audited(row)), ...also],
    });
    return row;
  };

  async function create(call: EntityCall, values: SavedValues<D>) {
    const { db } = call.services;
    const prepared = (await storage.prepare?.(db, { call, values })) as Prepared;
    return saving(db, values, (tx: Db) => insert(tx, { call, values, prepared }));
  }

  async function update(
    call: EntityCall,
    { id, update_datetime: loaded, ...values }: SavedValues<D> & { id: number; update_datetime?: string },
  ) {
    const { db } = call.services;
    const fields = values as unknown as SavedValues<D>;
    const prepared = (await storage.prepare?.(db, { call, values: fields, id })) as Prepared;
    return saving(db, fields, async (tx: Db) => {
      const [locked] = (await tx
        .select({ updatedAt: table.updatedAt })
        .from(table)
        .where(eq(table.id, id))
        .for('update')) as { updatedAt: Date }[];
      if (!locked) throw notFound(label);
      const before = await get(tx, id);
      const save = { call, values: fields, before, id, prepared };
      storage.mayEdit?.(before, save);
      await assertLoadedVersion(tx, {
        entity,
        entityId: id,
        what: `This ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
        loaded,
        current: locked.updatedAt,
      });
      await storage.beforeWrite?.(tx, save);
      await tx
        .update(table)
        .set({ ...(await columnsOf(save)), updatedAt: nextUpdatedAt(table.updatedAt) } as never)
        .where(eq(table.id, id));
      const also = (await storage.afterWrite?.(tx, save)) ?? [];
      const after = await get(tx, id);
      await recordAudit(tx, {
        entity,
        entityId: id,
        action: 'update',
        actorId: call.user.id,
        changes: [...diffFields(audited(before), audited(after)), ...also],
      });
      return after;
    });
  }

  /**
   * Deletes a row after its check (which may refuse) has run with the row locked: parallel
   * deletes of one row wait for each other, and all but the first find it gone (404). The
   * history records the row's last fields as `from`, and every server's list drops it (the
   * `list_deletions` trigger, db/list-cache.ts).
   */
  async function remove(call: EntityCall, id: number) {
    const { db } = call.services;
    await db.transaction(async (tx) => {
      const check = await storage.deleteCheck?.(tx, call, id);
      await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
      const row = await get(tx, id);
      await check?.(row);
      await tx.delete(table).where(eq(table.id, id));
      await recordAudit(tx, {
        entity,
        entityId: id,
        action: 'delete',
        actorId: call.user.id,
        changes: Object.entries(audited(row)).map(([field, from]) => ({ field, from, to: null })),
      });
    });
    storage.afterChange?.(db);
    return null;
  }

  const { usage } = storage;
  return {
    list,
    get,
    history,
    insert,
    create,
    update,
    ...(definition.calls.delete && { delete: remove }),
    ...(usage && {
      usage: async (call: EntityCall, id: number) => {
        await get(call.services.db, id);
        return usage(call.services.db, id, call);
      },
    }),
  };
}
