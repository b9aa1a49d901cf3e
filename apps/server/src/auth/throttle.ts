import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/** Failures counted over this window; a username or an address over its limit waits it out. */
const window = 15 * 60 * 1000;
export const throttleLimits = { perUsername: 5, perIp: 30 } as const;

const since = () => new Date(Date.now() - window);

export async function isThrottled(db: Db, { username, ip }: { username: string; ip: string }) {
  const [byUsername] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), gt(loginFailures.at, since())));
  if ((byUsername?.failures ?? 0) >= throttleLimits.perUsername) return true;
  const [byIp] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since())));
  return (byIp?.failures ?? 0) >= throttleLimits.perIp;
}

export async function recordFailure(db: Db, { username, ip }: { username: string; ip: string }) {
  await db.delete(loginFailures).where(lt(loginFailures.at, since()));
  await db.insert(loginFailures).values({ username: username.toLowerCase(), ip });
}

/** A good sign-in forgives that username's earlier slips. */
export const forgetFailures = (db: Db, username: string) =>
  db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
