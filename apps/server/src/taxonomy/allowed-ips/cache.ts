import type { Db } from '../../db/client.ts';
import { allowedIps } from '../../db/schema.ts';
import { IpMatcher } from './matcher.ts';

/**
 * The parsed allow-list, kept per database. A save on this server drops it at once; another
 * server's save reaches this one within `maxAgeMs`, when the list is read again.
 */
const maxAgeMs = 5_000;
const cached = new WeakMap<Db, { matcher: Promise<IpMatcher>; loadedAt: number }>();

async function load(db: Db) {
  const rows = await db.select({ network: allowedIps.network }).from(allowedIps);
  return IpMatcher.fromTexts(rows.map((row) => row.network));
}

export function allowedIpMatcher(db: Db): Promise<IpMatcher> {
  const entry = cached.get(db);
  if (entry && Date.now() - entry.loadedAt < maxAgeMs) return entry.matcher;
  const matcher = load(db);
  cached.set(db, { matcher, loadedAt: Date.now() });
  // A failed read is not kept: the next request tries again.
  matcher.catch(() => cached.delete(db));
  return matcher;
}

export const forgetAllowedIps = (db: Db) => {
  cached.delete(db);
};
