import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttleCounters } from '../db/schema.ts';

/** Attempts are counted over a window; a key over its limit waits for the window to pass. */
const windowMinutes = 15;
/** Second-factor codes are counted over a day: a guesser who knows the password has time. */
const secondFactorWindowHours = 24;

/**
 * Per username and address pair a guesser gets 5 tries; per address 30 whatever the names; per
 * username 100 from all addresses together, so that a guesser at one address cannot lock the
 * owner out at another, yet a botnet cannot guess one account without end.
 */
export const throttleLimits = {
  pair: 5,
  address: 30,
  username: 100,
  /** Reset links asked for from one address, whatever the addresses they go to. */
  forgotAddress: 30,
  /** Reset tokens tried from one address: guessing one is hopeless, and this keeps it so. */
  resetAddress: 30,
  /**
   * Wrong second-factor codes for one account in a day, from all addresses together. The
   * username's limit alone would let someone holding the password try 9,600 codes a day (a 3%
   * chance of a right one, with three codes valid at a time); this leaves 0.006%.
   */
  secondFactor: 20,
  /**
   * Unknown API tokens sent from one address. A token is 32 random bytes, so this is not what
   * makes guessing hopeless: it keeps a misconfigured or hostile script from flooding the
   * database and the logs with lookups.
   */
  tokenAddress: 30,
} as const;
type Scope = keyof typeof throttleLimits;

/**
 * Usernames are counted as the database finds them (case-insensitively), hashed so that any
 * string a client sends fits the column, and so that a password typed into the username field
 * is never stored.
 */
const usernameKey = (username: string) =>
  createHash('sha256').update(username.normalize('NFKC').toLowerCase()).digest('hex');
const addressKey = (address: string) => address.slice(0, 64);

export interface Attempt {
  username: string;
  address: string;
}

interface Key {
  scope: Scope;
  usernameKey: string;
  address: string;
}

const signInKeys = ({ username, address }: Attempt): [pair: Key, username: Key, address: Key] => {
  const user = usernameKey(username);
  const ip = addressKey(address);
  return [
    { scope: 'pair', usernameKey: user, address: ip },
    { scope: 'username', usernameKey: user, address: '' },
    { scope: 'address', usernameKey: '', address: ip },
  ];
};

const isKey = (key: Key) =>
  and(
    eq(throttleCounters.scope, key.scope),
    eq(throttleCounters.usernameKey, key.usernameKey),
    eq(throttleCounters.address, key.address),
  );

/** The oldest window start still counting, by the key's scope. */
const windowStartLimit = sql`now() - case ${throttleCounters.scope}
  when 'secondFactor' then ${sql.raw(`interval '${secondFactorWindowHours} hours'`)}
  else ${sql.raw(`interval '${windowMinutes} minutes'`)} end`;

/**
 * Counts one attempt under each key and answers whether any is now over its limit. The count
 * is taken in one statement before the password is checked, so parallel attempts cannot slip
 * past the limit while argon2 runs (rows are always locked in the same order: no deadlock).
 */
async function countAttempt(db: Db, keys: Key[]) {
  const expired = sql`${throttleCounters.windowStart} <= ${windowStartLimit}`;
  await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, windowStartLimit));
  const counted = await db
    .insert(throttleCounters)
    .values(keys.map((key) => ({ ...key, attempts: 1 })))
    .onConflictDoUpdate({
      target: [throttleCounters.scope, throttleCounters.usernameKey, throttleCounters.address],
      set: {
        attempts: sql`case when ${expired} then 1 else ${throttleCounters.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${throttleCounters.windowStart} end`,
      },
    })
    .returning({ scope: throttleCounters.scope, attempts: throttleCounters.attempts });
  return counted.some(({ scope, attempts }) => attempts > throttleLimits[scope as Scope]);
}

/**
 * Counts a sign-in attempt (or a check of the current password); true when it must be refused.
 * An attempt its address may no longer make adds nothing to the username's count: otherwise
 * one address, refused or not, could keep any account locked out at every other address.
 */
export async function isSignInThrottled(db: Db, attempt: Attempt) {
  const [pair, username, address] = signInKeys(attempt);
  return (await countAttempt(db, [pair, address])) || countAttempt(db, [username]);
}

/**
 * A good password forgives that pair's slips and takes back its own count: successes are not
 * failures, but the username's and the address's failures stand. A sign-in in two steps
 * (password, then a second factor's code) counted two attempts, and takes both back.
 */
export async function forgiveSignIn(db: Db, attempt: Attempt, successes = 1) {
  const [pair, ...shared] = signInKeys(attempt);
  await db.transaction(async (tx) => {
    await tx.delete(throttleCounters).where(isKey(pair));
    for (const key of shared) {
      await tx
        .update(throttleCounters)
        .set({ attempts: sql`greatest(${throttleCounters.attempts} - ${successes}, 0)` })
        .where(isKey(key));
    }
  });
}

const secondFactorKey = (username: string): Key => ({
  scope: 'secondFactor',
  usernameKey: usernameKey(username),
  address: '',
});

/**
 * Counts a second-factor code (with the sign-in's own keys); true when it must be refused. A
 * right code takes its own count back (`forgiveCode`), so only wrong codes add up.
 */
export const isCodeThrottled = (db: Db, attempt: Attempt) =>
  countAttempt(db, [secondFactorKey(attempt.username)]);

export const forgiveCode = (db: Db, attempt: Attempt) =>
  db
    .update(throttleCounters)
    .set({ attempts: sql`greatest(${throttleCounters.attempts} - 1, 0)` })
    .where(isKey(secondFactorKey(attempt.username)));

/** After a password reset its owner starts afresh: the username's counts, from every address, go. */
export const forgetUsername = (db: Db, username: string) =>
  db.delete(throttleCounters).where(eq(throttleCounters.usernameKey, usernameKey(username)));

/** Counts a request for reset links, or a try of a reset token, from an address. */
export const isResetThrottled = (db: Db, scope: 'forgotAddress' | 'resetAddress', address: string) =>
  countAttempt(db, [{ scope, usernameKey: '', address: addressKey(address) }]);

const tokenAddressKey = (address: string): Key => ({
  scope: 'tokenAddress',
  usernameKey: '',
  address: addressKey(address),
});

/**
 * Counts an unknown token from an address, in one atomic statement; true when it is over the
 * limit, so of many sent at once only the limit's number are told 'not valid' and the rest 429.
 */
export const countUnknownToken = (db: Db, address: string) => countAttempt(db, [tokenAddressKey(address)]);
