import {
  type CallParsed,
  type CdnPurge,
  type CdnType,
  type CdnTypeStatus,
  type CdnZone,
  cdnEnvironment,
  cdnLimits,
  cdnMessage,
  cdnTypes,
  type PurgeResult,
} from '@masthead/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { CdnConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { jsonRows, sqlDateTime } from '../db/json-list.ts';
import { cdnPurges, users } from '../db/schema.ts';
import { fieldError } from '../http/errors.ts';
import { cloudflareDriver } from './cloudflare.ts';
import { type CdnDriver, CdnFailure, cdnName } from './driver.ts';
import { maxcdnDriver } from './maxcdn.ts';

export type CdnDrivers = Partial<Record<CdnType, CdnDriver>>;

/** One set of drivers per configuration: the SDK client keeps its connections between calls. */
const driversByConfig = new WeakMap<CdnConfig, CdnDrivers>();
export function cdnDrivers(config: CdnConfig): CdnDrivers {
  let drivers = driversByConfig.get(config);
  if (!drivers) {
    drivers = {
      ...(config.cloudflare ? { cloudflare: cloudflareDriver(config.cloudflare) } : {}),
      ...(config.maxcdn ? { maxcdn: maxcdnDriver(config.maxcdn) } : {}),
    };
    driversByConfig.set(config, drivers);
  }
  return drivers;
}

export const cdnTypeStatuses = (drivers: CdnDrivers): CdnTypeStatus[] =>
  cdnTypes.map((type) => ({ type, configured: Boolean(drivers[type]), environment: cdnEnvironment[type] }));

/** A type without credentials is refused beside the field that chose it; nothing pretends to purge. */
function driverOf(drivers: CdnDrivers, type: CdnType, field: string) {
  const driver = drivers[type];
  if (!driver) throw fieldError(field, cdnMessage.notConfigured(type));
  return driver;
}

/** Every zone of every configured type; none when nothing is configured. */
export async function listZones(drivers: CdnDrivers): Promise<CdnZone[]> {
  const lists = await Promise.all(cdnTypes.map((type) => drivers[type]?.listZones() ?? []));
  return lists.flat();
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Anything but a CdnFailure is a fault of ours or the SDK's; the user still gets a readable line. */
const asFailure = (type: CdnType, error: unknown) =>
  error instanceof CdnFailure
    ? error
    : new CdnFailure(
        502,
        `The ${cdnName[type]} purge failed unexpectedly: ${(error as Error)?.message ?? error}`,
      );

interface PurgeRecord {
  userId: number;
  type: CdnType;
  zoneId: string;
  urls: readonly string[];
}

/**
 * Runs a purge against the CDN and records it either way; a failure is recorded and then
 * answered, with how far a batched purge got before it stopped.
 */
async function recorded(
  db: Db,
  purge: PurgeRecord,
  run: () => Promise<Omit<PurgeResult, 'type' | 'zone_id'>>,
  progress: () => number,
): Promise<PurgeResult> {
  const log = (outcome: 'success' | 'failure', error: string | null) =>
    db.insert(cdnPurges).values({ ...purge, urls: [...purge.urls], outcome, error });
  try {
    const result = await run();
    await log('success', null);
    return { type: purge.type, zone_id: purge.zoneId, ...result };
  } catch (error) {
    const failure = asFailure(purge.type, error);
    const done = progress();
    const message = done
      ? `${failure.message.replace(/[.!?]?$/, '.')} The first ${done} of ${purge.urls.length} URLs were purged; the others were not.`
      : failure.message;
    await log('failure', message);
    throw new CdnFailure(failure.statusCode as 429 | 502, message, failure.retryAfterSeconds);
  }
}

/** Purges the URLs in batches of at most 30, one request each, stopping at the first failure. */
export async function clearFiles(
  db: Db,
  drivers: CdnDrivers,
  { input, userId }: { input: CallParsed<'clear-cdn-service/clear-files'>; userId: number },
) {
  const driver = driverOf(drivers, input.type, 'type');
  let purged = 0;
  return recorded(
    db,
    { userId, type: input.type, zoneId: input.cdn_zone, urls: input.urls },
    async () => {
      const batches = chunks(input.urls, cdnLimits.batchSize);
      for (const batch of batches) {
        await driver.purgeFiles(input.cdn_zone, batch);
        purged += batch.length;
      }
      return { purged, requests: batches.length };
    },
    () => purged,
  );
}

/** The type to purge with: the one named, or the only one configured. */
function zoneType(drivers: CdnDrivers, type: CdnType | undefined): CdnType {
  if (type) return type;
  const configured = cdnTypes.filter((name) => drivers[name]);
  if (configured.length === 1 && configured[0]) return configured[0];
  if (configured.length === 0) return 'cloudflare';
  throw fieldError('type', cdnMessage.chooseType);
}

export async function clearZone(
  db: Db,
  drivers: CdnDrivers,
  { input, userId }: { input: CallParsed<'clear-cdn-service/clear-zone'>; userId: number },
) {
  const type = zoneType(drivers, input.type);
  const driver = driverOf(drivers, type, 'type');
  return recorded(
    db,
    { userId, type, zoneId: input.zone_id, urls: [] },
    async () => {
      await driver.purgeZone(input.zone_id);
      return { purged: null, requests: 1 };
    },
    () => 0,
  );
}

/** The latest purges, newest first, as the database writes them in JSON. */
export function listRecentPurges(db: Db) {
  return jsonRows<CdnPurge>(
    db,
    sql`select ${cdnPurges.id}, ${sqlDateTime(cdnPurges.at)} as at, ${users.username} as username,
      ${cdnPurges.type}, ${cdnPurges.zoneId} as zone_id, ${cdnPurges.urls}, ${cdnPurges.outcome}, ${cdnPurges.error}
    from ${cdnPurges} left join ${users} on ${eq(users.id, cdnPurges.userId)}
    order by ${desc(cdnPurges.id)} limit ${cdnLimits.recentPurges}`,
  );
}
