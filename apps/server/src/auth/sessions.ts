import { createHash, randomBytes } from 'node:crypto';
import type { LoggedUser, PermissionName, Status } from '@masthead/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, userPermissions, users } from '../db/schema.ts';

export const sessionCookie = 'masthead_session';
const rememberFor = 30 * 24 * 60 * 60 * 1000;
/** A browser-session sign-in ends after 8 hours without a request. */
const idleLimit = 8 * 60 * 60 * 1000;
/** The idle deadline moves at most once a minute, so most requests only read. */
const slideEvery = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** The user's permissions as one array column, so a session check is a single query. */
export const permissionsOf = (userId: typeof users.id) =>
  sql<
    PermissionName[]
  >`coalesce(array(select ${userPermissions.permissionName} from ${userPermissions} where ${userPermissions.userId} = ${userId} order by 1), '{}')`;

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

/**
 * Every signed-in request runs this query, so it is prepared once per database: neither
 * Drizzle nor PostgreSQL plans it again.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareSessionQuery>>();
const prepareSessionQuery = (db: Db) =>
  db
    .select({ ...loggedUserColumns, expiresAt: sessions.expiresAt, persistent: sessions.persistent })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_by_id');
function sessionQuery(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    prepared.set(db, query);
  }
  return query;
}

export interface SignedIn {
  user: LoggedUser;
  sessionId: string;
  persistent: boolean;
}

export type SessionLookup = { state: 'none' } | { state: 'expired' } | ({ state: 'active' } & SignedIn);

export async function readSession(db: Db, request: FastifyRequest): Promise<SessionLookup> {
  const token = request.cookies[sessionCookie];
  if (!token) return { state: 'none' };
  const sessionId = hashToken(token);
  const [row] = await sessionQuery(db).execute({ sessionId });
  if (!row) return { state: 'expired' };
  const { expiresAt, persistent, ...user } = row;
  const now = Date.now();
  if (expiresAt.getTime() <= now || user.status !== 'ACTIVE') {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return { state: 'expired' };
  }
  if (!persistent && expiresAt.getTime() - now < idleLimit - slideEvery) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now + idleLimit) })
      .where(eq(sessions.id, sessionId));
  }
  return { state: 'active', user, sessionId, persistent };
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
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, persistent, expiresAt: new Date(Date.now() + lifetime) });
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
