import { type AllowedIp, allowedIpEntity, parseIpRange, taxonomyMessage } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allowedIps } from '../../db/schema.ts';
import { type EntityCall, entityService } from '../../entities/service.ts';
import { AppError } from '../../http/errors.ts';
import { forgetAllowedIps } from './cache.ts';
import { IpMatcher } from './matcher.ts';

/** The range in its one spelling; the contract has already refused anything unparsable. */
function networkOf(ip: string) {
  const result = parseIpRange(ip);
  if (!result.ok) throw new Error(`unparsable IP passed validation: ${ip}`);
  return result.range.cidr;
}

/** `10.0.0.7/32` when `10.0.0.7` is listed: the error names the entry as it was typed. */
async function takenMessage(db: Db, ip: string) {
  const network = networkOf(ip);
  const [existing] = await db
    .select({ ip: allowedIps.ip })
    .from(allowedIps)
    .where(eq(allowedIps.network, network));
  return taxonomyMessage.ipTaken(existing?.ip ?? network);
}

/**
 * The caller's address when, with the list enforced, entry `id` admits it and the list would no
 * longer do so once that entry becomes `replacement` (null: is removed); null otherwise. Every
 * entry is locked first, so two changes at once cannot each leave the other to admit the caller.
 */
async function lockingOutCaller(
  tx: Db,
  { request, services: { config } }: EntityCall,
  id: number,
  replacement: string | null,
): Promise<string | null> {
  if (!config.enforceAllowedIps) return null;
  const address = request.ip;
  const entries = await tx
    .select({ id: allowedIps.id, network: allowedIps.network })
    .from(allowedIps)
    .orderBy(allowedIps.id)
    .for('update');
  const entry = entries.find((other) => other.id === id);
  if (!entry || !IpMatcher.fromTexts([entry.network]).allows(address)) return null;
  const after = entries.filter((other) => other.id !== id).map((other) => other.network);
  if (replacement) after.push(replacement);
  return IpMatcher.fromTexts(after).allows(address) ? null : address;
}

/**
 * The list of addresses allowed to call the API. An entry records who saved it last. This
 * server forgets its list at once on every change; the others reload theirs within seconds
 * (cache.ts).
 */
export const allowedIpService = entityService<typeof allowedIpEntity, AllowedIp>(allowedIpEntity, {
  table: allowedIps,
  fields: [allowedIps.ip, allowedIps.description, allowedIps.username],
  list: 'allowed ips',
  columns: ({ values, call }) => ({ ...values, network: networkOf(values.ip), username: call.user.username }),
  duplicate: { field: 'ip', message: (db, values) => takenMessage(db, values.ip) },
  afterChange: forgetAllowedIps,
  /**
   * While the list is enforced, the caller's address is kept in: removing or changing the last
   * entry that admits it would lock the caller out mid-task (409, saying what to do instead).
   */
  beforeWrite: async (tx, { call, before, values }) => {
    if (!before) return;
    const refuse = await lockingOutCaller(tx, call, before.id, networkOf(values.ip));
    if (refuse) throw new AppError(409, taxonomyMessage.ownAddressChange({ ip: before.ip, address: refuse }));
  },
  deleteCheck: async (tx, call, id) => {
    const refuse = await lockingOutCaller(tx, call, id, null);
    return async (entry) => {
      if (refuse) throw new AppError(409, taxonomyMessage.ownAddressEntry({ ip: entry.ip, address: refuse }));
    };
  },
});

export const listAllowedIps = (db: Db) => allowedIpService.list(db);
