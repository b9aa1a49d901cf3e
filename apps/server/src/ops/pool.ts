import type { Db } from '../db/client.ts';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The connections of node-postgres's Pool behind a Drizzle database, or undefined on PGlite,
 * which has no pool. Read from the pool's own counters, so pg is never loaded for PGlite.
 */
export function poolUseOf(db: Db): (() => PoolUse) | undefined {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client;
  const isPool =
    client !== undefined &&
    ['totalCount', 'idleCount', 'waitingCount'].every((key) => typeof client[key] === 'number');
  if (!isPool) return undefined;
  return () => ({
    total: client.totalCount as number,
    idle: client.idleCount as number,
    waiting: client.waitingCount as number,
  });
}
