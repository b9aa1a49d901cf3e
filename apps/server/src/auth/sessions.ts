import { createHash, randomBytes } from 'node:crypto';
import type { LoggedUser, PermissionName, SessionUser, Status } from '@masthead/contract';
import { and, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { oncePerDatabase } from '../db/per-database.ts';
import { perTurn } from '../db/per-turn.ts';
import { sessions, userPermissions, users, userTwoFactor } from '../db/schema.ts';

export const sessionCookie = 'masthead_session';
const rememberFor = 30 * 24 * 60 * 60 * 1000;
/** A browser-session sign-in ends after 8 hours without a request. */
const idleLimit = 8 * 60 * 60 * 1000;
/** The idle deadline moves at most once a minute, so most requests only read. */
const slideEvery = 60 * 1000;
/** The columns' lengths: a longer User-Agent line says nothing more a person would read. */
const userAgentLength = 512;
const addressLength = 64;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * The user's permissions as one column, so a session check is a single query: a JSON array,
 * which the drivers read with JSON.parse, where a PostgreSQL array is parsed in JavaScript, a
 * character at a time (an admin's 20 names: about 9 µs that way, under 1 µs as JSON).
 */
export const permissionsOf = (userId: SQLWrapper) =>
  sql<
    PermissionName[]
  >`coalesce((select json_agg(${userPermissions.permissionName} order by ${userPermissions.permissionName}) from ${userPermissions} where ${userPermissions.userId} = ${userId}), '[]')`;

/** Whether the user has a second factor set up, as a column of the same query. */
export const twoFactorEnrolledOf = (userId: SQLWrapper) =>
  sql<boolean>`exists(select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${userId} and ${userTwoFactor.enabledAt} is not null)`;

export const loggedUserColumns = {
  id: users.id,
  username: users.username,
  status: sql<Status>`${users.status}`,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  note: users.note,
  permissions: permissionsOf(users.id),
};

/** The user a session views the console as, beside the one really signed in. */
const viewed = alias(users, 'viewed');

/** What every session check reads: the session, its user, and the user it views as, if any. */
const sessionColumns = {
  ...loggedUserColumns,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  persistent: sessions.persistent,
  viewedId: viewed.id,
  viewedUsername: viewed.username,
  viewedStatus: sql<Status>`${viewed.status}`,
  viewedFirstName: viewed.firstName,
  viewedLastName: viewed.lastName,
  viewedEmail: viewed.email,
  viewedNote: viewed.note,
  viewedPermissions: permissionsOf(viewed.id),
  twoFactorEnrolled: twoFactorEnrolledOf(users.id),
};

/**
 * The requests of one turn (db/per-turn.ts) as a table: `asked` names the column arrays given
 * to a batched statement, one element per request, numbered from 1 in `asked.ord`.
 */
export const askedRows = (columns: Record<string, string>) => {
  const arrays = Object.entries(columns).map(
    ([name, type]) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`,
  );
  const names = Object.keys(columns).map((name) => sql.identifier(name));
  return sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality as asked(${sql.join(names, sql`, `)}, ord)`;
};

/** A column of the requests' table (askedRows), by its name. */
export const askedColumn = (name: string) => sql`asked.${sql.identifier(name)}`;

/**
 * The session check's select for the requests of one turn, each asking by `sessionIds`, with
 * `extra` columns beside its own: a hot read joins its table on (see content/read-along-session.ts),
 * so that the call costs one round trip to the database, not two, shared with its turn's others.
 */
export const selectSessions = <Extra extends SelectedFields>(db: Db, asked: SQL, extra: Extra) =>
  db
    .select({ ...sessionColumns, asked: sql<number>`asked.ord`.mapWith(Number), ...extra })
    .from(asked)
    // `= any` besides the join: PostgreSQL then finds the sessions by their key. Its plan is made
    // once, guessing 10 requests a batch, and for that guess read a table of 2,000 sessions whole.
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, askedColumn('sessionIds')),
        sql`${sessions.id} = any(${sql.placeholder('sessionIds')})`,
      ),
    )
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(viewed, eq(viewed.id, sessions.viewAsUserId));

/**
 * Every signed-in request runs this query, so it is prepared once per database: neither
 * Drizzle nor PostgreSQL plans it again, and the requests of one turn share one run. It also
 * answers the viewed user, if any, so viewing as another user costs no second query.
 */
const prepareSessionQuery = (db: Db) =>
  selectSessions(db, askedRows({ sessionIds: 'varchar' }), {}).prepare('sessions_by_id');
const sessionQuery = oncePerDatabase((db) => {
  const statement = prepareSessionQuery(db);
  return perTurn((sessionIds: string[]) => statement.execute({ sessionIds }));
});

export interface SignedIn {
  /**
   * Whose eyes the call sees with: the signed-in user, or while viewing as, the viewed user
   * (its `viewer` naming who is really signed in).
   */
  user: SessionUser;
  /** The user really signed in. */
  signedIn: LoggedUser;
  /** Whether the user really signed in has a second factor set up. */
  twoFactorEnrolled: boolean;
  sessionId: string;
  persistent: boolean;
}

export type SessionLookup = { state: 'none' } | { state: 'expired' } | ({ state: 'active' } & SignedIn);

export type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionQuery>['execute']>>[number];

/**
 * While viewing as, the viewed user's permissions, but never one the viewer lacks: the viewed
 * user may have been granted more since viewing began, and viewing must not become a way to
 * read what the viewer may not.
 */
function viewedUser(row: SessionRow, signedIn: LoggedUser): SessionUser | null {
  if (row.viewedId === null || row.viewedUsername === null) return null;
  return {
    id: row.viewedId,
    username: row.viewedUsername,
    status: row.viewedStatus,
    first_name: row.viewedFirstName ?? '',
    last_name: row.viewedLastName ?? '',
    email: row.viewedEmail ?? '',
    note: row.viewedNote ?? '',
    permissions: row.viewedPermissions.filter((name) => signedIn.permissions.includes(name)),
    viewer: {
      id: signedIn.id,
      username: signedIn.username,
      first_name: signedIn.first_name,
      last_name: signedIn.last_name,
    },
  };
}

export async function readSession(db: Db, request: FastifyRequest): Promise<SessionLookup> {
  const read = await readSessionRow(db, request, sessionQuery(db));
  return read.session;
}

/** The last-seen writes under way, by session id. */
const touches = new Map<string, Promise<void>>();

/**
 * The session of the request's cookie, read by `statement` (given the session's id), whose row
 * may carry more than the session check's columns: the whole row comes back beside the session
 * when it is active, for the caller to use once it has decided the call is allowed.
 */
export async function readSessionRow<Row extends SessionRow>(
  db: Db,
  request: FastifyRequest,
  statement: (sessionId: string) => Promise<Row | undefined>,
): Promise<{ session: SessionLookup; row?: Row }> {
  const token = request.cookies[sessionCookie];
  if (!token) return { session: { state: 'none' } };
  const sessionId = hashToken(token);
  const row = await statement(sessionId);
  if (!row) return { session: { state: 'expired' } };
  const { expiresAt, lastSeenAt, persistent, id, username, status, first_name, last_name, email, note } = row;
  const signedIn: LoggedUser = {
    id,
    username,
    status,
    first_name,
    last_name,
    email,
    note,
    permissions: row.permissions,
  };
  const now = Date.now();
  if (expiresAt.getTime() <= now || status !== 'ACTIVE') {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { session: { state: 'expired' } };
  }
  // One write a minute at most: last seen, and for a browser-session sign-in its idle deadline.
  const isIdleDeadlineBehind = !persistent && expiresAt.getTime() - now < idleLimit - slideEvery;
  if (now - lastSeenAt.getTime() >= slideEvery || isIdleDeadlineBehind) {
    // The requests a page sends at once share one write, rather than each sending the same one.
    let touch = touches.get(sessionId);
    if (!touch) {
      touch = db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), ...(persistent ? {} : { expiresAt: new Date(now + idleLimit) }) })
        .where(eq(sessions.id, sessionId))
        .then(() => undefined)
        .finally(() => touches.delete(sessionId));
      touches.set(sessionId, touch);
    }
    await touch;
  }
  const user = viewedUser(row, signedIn) ?? signedIn;
  const session: SessionLookup = {
    state: 'active',
    user,
    signedIn,
    sessionId,
    persistent,
    twoFactorEnrolled: row.twoFactorEnrolled,
  };
  return { session, row };
}

/** Starts a session row and hands the browser its token in an HttpOnly cookie. */
export async function startSession(
  db: Db,
  {
    userId,
    persistent,
    request,
    reply,
  }: { userId: number; persistent: boolean; request: FastifyRequest; reply: FastifyReply },
) {
  const token = newToken();
  const lifetime = persistent ? rememberFor : idleLimit;
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + lifetime),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, userAgentLength),
    address: request.ip.slice(0, addressLength),
  });
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without "Remember me" the cookie lives as long as the browser session does.
    ...(persistent ? { maxAge: rememberFor / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(sessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Ends the session whose token this browser sends, if any. */
export async function endSessionOf(db: Db, request: FastifyRequest) {
  const token = request.cookies[sessionCookie];
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, but the one named (the browser that made the change). */
export const endUserSessions = (db: Db, userId: number, except?: string) =>
  db
    .delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId));
