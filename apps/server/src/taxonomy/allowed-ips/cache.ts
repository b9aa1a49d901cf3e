import type { Db } from '../../db/client.ts';
import { allowedIps } from '../../db/schema.ts';
import { IpMatcher } from './matcher.ts';

/**
 * The parsed allow-list, kept per database. A save on this server drops it, so the next request
 * waits for the new list; another server's save reaches this one within `maxAgeMs`, read in the
 * background while requests go on against the list in hand.
 */
const maxAgeMs = 5_000;
interface Entry {
  matcher: Promise<IpMatcher>;
  loadedAt: number;
  isRefreshing: boolean;
}
const cached = new WeakMap<Db, Entry>();

async function load(db: Db) {
  const rows = await db.select({ network: allowedIps.network }).from(allowedIps);
  return IpMatcher.fromTexts(rows.map((row) => row.network));
}

function startLoading(db: Db): Entry {
  const entry: Entry = { matcher: load(db), loadedAt: Date.now(), isRefreshing: false };
  cached.set(db, entry);
  // A failed read is not kept: the next request tries again.
  entry.matcher.catch(() => {
    if (cached.get(db) === entry) cached.delete(db);
  });
  return entry;
}

export function allowedIpMatcher(db: Db): Promise<IpMatcher> {
  const entry = cached.get(db);
  if (!entry) return startLoading(db).matcher;
  if (Date.now() - entry.loadedAt >= maxAgeMs && !entry.isRefreshing) {
    entry.isRefreshing = true;
    load(db).then(
      (matcher) => {
        if (cached.get(db) === entry)
          cached.set(db, { matcher: Promise.resolve(matcher), loadedAt: Date.now(), isRefreshing: false });
      },
      () => {
        entry.isRefreshing = false;
      },
    );
  }
  return entry.matcher;
}

export const forgetAllowedIps = (db: Db) => {
  cached.delete(db);
};
