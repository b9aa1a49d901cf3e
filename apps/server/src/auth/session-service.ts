import {
  globalMessage,
  type LoggedUser,
  permissionsLacking,
  type SessionUser,
  type SignedInSession,
} from '@masthead/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { sessions } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { getUser } from '../users/service.ts';
import { endUserSessions } from './sessions.ts';
import { browserLabel } from './user-agent.ts';

/** Viewing as a user is in that user's history: who viewed, and from when to when. */
const recordViewAs = (
  db: Db,
  action: 'view-as-start' | 'view-as-stop',
  { viewedId, actorId }: { viewedId: number; actorId: number },
) => recordAudit(db, { entity: 'user', entityId: viewedId, action, actorId, changes: [] });

/** A user's live sessions, the most recently used first; `currentSessionId` marks the asking one. */
export async function listSessions(
  db: Db,
  { userId, currentSessionId }: { userId: number; currentSessionId: string },
): Promise<SignedInSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.publicId,
    browser: browserLabel(row.userAgent),
    user_agent: row.userAgent,
    address: row.address,
    signed_in_at: formatDateTime(row.createdAt),
    last_seen_at: formatDateTime(row.lastSeenAt),
    is_current: row.id === currentSessionId,
  }));
}

/**
 * Ends one session of a user at once: its row goes, so its next request answers 401. Answers
 * the ended session's private id, so the caller can tell whether it signed itself out.
 */
export async function endSession(db: Db, { userId, publicId }: { userId: number; publicId: string }) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  if (!ended) throw notFound('Session');
  return ended.id;
}

/** Every session of the user but the asking one. */
export const endOtherSessions = (db: Db, { userId, keep }: { userId: number; keep: string }) =>
  endUserSessions(db, userId, keep);

/**
 * The rule for acting on another user applies to its sessions and to viewing as it: only
 * someone holding every permission the user holds may, so nobody sees through or signs out
 * an account stronger than their own. The user must exist (404 otherwise).
 */
export async function assertCanActOn(
  db: Db,
  { actor, userId, refusal }: { actor: LoggedUser; userId: number; refusal: (lacking: string[]) => string },
) {
  const target = await getUser(db, userId);
  const lacking = permissionsLacking(actor.permissions, target.permissions);
  if (lacking.length) throw new AppError(403, refusal(lacking));
  return target;
}

/**
 * The session starts viewing the console as the user: from its next request the session
 * answers that user's permissions and refuses every call that changes anything. Recorded in
 * the viewed user's history.
 */
export async function startViewAs(
  db: Db,
  { actor, sessionId, userId }: { actor: LoggedUser; sessionId: string; userId: number },
): Promise<SessionUser> {
  if (userId === actor.id) throw badRequest(globalMessage.cannotViewAsSelf);
  const target = await assertCanActOn(db, { actor, userId, refusal: globalMessage.cannotViewAsHolder });
  return db.transaction(async (tx) => {
    // Only a session not viewing yet: two starts racing leave one view and one history entry.
    const [started] = await tx
      .update(sessions)
      .set({ viewAsUserId: userId })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.viewAsUserId)))
      .returning({ id: sessions.id });
    if (!started) throw new AppError(409, globalMessage.alreadyViewingAs);
    await recordViewAs(tx, 'view-as-start', { viewedId: userId, actorId: actor.id });
    const { creation_datetime: _created, update_datetime: _updated, ...viewed } = target;
    return {
      ...viewed,
      viewer: {
        id: actor.id,
        username: actor.username,
        first_name: actor.first_name,
        last_name: actor.last_name,
      },
    };
  });
}

/** Back to acting as oneself; a session not viewing as anyone stays as it is. */
export async function stopViewAs(
  db: Db,
  { user, signedIn, sessionId }: { user: SessionUser; signedIn: LoggedUser; sessionId: string },
): Promise<SessionUser> {
  if (!user.viewer) return signedIn;
  await db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(sessions)
      .set({ viewAsUserId: null })
      .where(and(eq(sessions.id, sessionId), eq(sessions.viewAsUserId, user.id)))
      .returning({ id: sessions.id });
    // A stop racing another records the end once.
    if (stopped) await recordViewAs(tx, 'view-as-stop', { viewedId: user.id, actorId: signedIn.id });
  });
  return signedIn;
}
