import { type AllowedIp, type CallParsed, parseIpRange, taxonomyMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/service.ts';
import type { Db } from '../../db/client.ts';
import { sqlDateTime } from '../../db/json-list.ts';
import { cachedList } from '../../db/list-cache.ts';
import { allowedIps } from '../../db/schema.ts';
import { nextUpdatedAt } from '../../db/versions.ts';
import { AppError } from '../../http/errors.ts';
import { auditedFields, deleteListedRow, jsonRow, lockLoadedVersion, refusingDuplicates } from '../shared.ts';
import { forgetAllowedIps } from './cache.ts';
import { IpMatcher } from './matcher.ts';

const allowedIpSelect = sql`select ${allowedIps.id}, ${allowedIps.ip}, ${allowedIps.description}, ${allowedIps.username},
  ${sqlDateTime(allowedIps.createdAt)} as creation_datetime, ${sqlDateTime(allowedIps.updatedAt)} as update_datetime
  from ${allowedIps}`;

export const listAllowedIps = (db: Db) =>
  cachedList<AllowedIp>(db, {
    key: 'allowed ips',
    table: allowedIps,
    id: allowedIps.id,
    xid: allowedIps.listXid,
    rows: (changed) => sql`${allowedIpSelect} where ${changed}`,
  });

export const getAllowedIp = (db: Db, id: number) =>
  jsonRow<AllowedIp>(db, sql`${allowedIpSelect} where ${allowedIps.id} = ${id}`, 'Allowed IP');

/** The range in its one spelling; the contract has already refused anything unparsable. */
function networkOf(ip: string) {
  const result = parseIpRange(ip);
  if (!result.ok) throw new Error(`unparsable IP passed validation: ${ip}`);
  return result.range.cidr;
}

/** `10.0.0.7/32` when `10.0.0.7` is listed: the error names the entry as it was typed. */
const duplicateOf = (db: Db, network: string) => ({
  field: 'ip',
  message: async () => {
    const [existing] = await db
      .select({ ip: allowedIps.ip })
      .from(allowedIps)
      .where(eq(allowedIps.network, network));
    return taxonomyMessage.ipTaken(existing?.ip ?? network);
  },
});

type Actor = { id: number; username: string };

export async function createAllowedIp(
  db: Db,
  input: CallParsed<'allowed-ip-service/create-ip'>,
  actor: Actor,
) {
  const network = networkOf(input.ip);
  const saved = await refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(allowedIps)
          .values({ ...input, network, username: actor.username })
          .returning({ id: allowedIps.id });
        const entry = await getAllowedIp(tx, row?.id ?? 0);
        await recordAudit(tx, {
          entity: 'allowed-ip',
          entityId: entry.id,
          action: 'create',
          actorId: actor.id,
          changes: diffFields(null, auditedFields({ ...entry })),
        });
        return entry;
      }),
    duplicateOf(db, network),
  );
  forgetAllowedIps(db);
  return saved;
}

export async function updateAllowedIp(
  db: Db,
  { id, update_datetime, ...input }: CallParsed<'allowed-ip-service/update-ip'>,
  actor: Actor,
) {
  const network = networkOf(input.ip);
  const saved = await refusingDuplicates(
    () =>
      db.transaction(async (tx) => {
        await lockLoadedVersion(tx, {
          table: allowedIps,
          idColumn: allowedIps.id,
          updatedAtColumn: allowedIps.updatedAt,
          id,
          entity: 'allowed-ip',
          name: 'Allowed IP',
          loaded: update_datetime,
        });
        const before = await getAllowedIp(tx, id);
        await tx
          .update(allowedIps)
          .set({
            ...input,
            network,
            username: actor.username,
            updatedAt: nextUpdatedAt(allowedIps.updatedAt),
          })
          .where(eq(allowedIps.id, id));
        const after = await getAllowedIp(tx, id);
        await recordAudit(tx, {
          entity: 'allowed-ip',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          changes: diffFields(auditedFields({ ...before }), auditedFields({ ...after })),
        });
        return after;
      }),
    duplicateOf(db, network),
  );
  forgetAllowedIps(db);
  return saved;
}

/**
 * Removes an entry. While the list is enforced, `callerAddress` is kept in: removing the last
 * entry that admits it would lock the caller out mid-task (409, saying what to do instead).
 * Every entry is locked first, so two removals at once cannot each leave the other to admit
 * the caller. This server forgets its list at once; the others reload theirs within seconds
 * (cache.ts).
 */
export async function deleteAllowedIp(
  db: Db,
  id: number,
  { actor, callerAddress }: { actor: Actor; callerAddress: string | null },
) {
  await db.transaction(async (tx) => {
    const entries = callerAddress
      ? await tx
          .select({ id: allowedIps.id, network: allowedIps.network })
          .from(allowedIps)
          .orderBy(allowedIps.id)
          .for('update')
      : [];
    await deleteListedRow(tx, {
      table: allowedIps,
      idColumn: allowedIps.id,
      id,
      read: getAllowedIp,
      entity: 'allowed-ip',
      actorId: actor.id,
      check: async (entry) => {
        if (!callerAddress) return;
        const others = entries.filter((other) => other.id !== id).map((other) => other.network);
        if (IpMatcher.fromTexts(others).allows(callerAddress)) return;
        if (!IpMatcher.fromTexts([networkOf(entry.ip)]).allows(callerAddress)) return;
        throw new AppError(409, taxonomyMessage.ownAddressEntry({ ip: entry.ip, address: callerAddress }));
      },
    });
  });
  forgetAllowedIps(db);
  return null;
}
