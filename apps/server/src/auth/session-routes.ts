import { globalMessage } from '@masthead/contract';
import { defineHandlers } from '../http/calls.ts';
import {
  assertCanActOn,
  endOtherSessions,
  endSession,
  listSessions,
  startViewAs,
  stopViewAs,
} from './session-service.ts';
import { clearSessionCookie } from './sessions.ts';
import { twoFactorStateOf } from './two-factor.ts';

const refusal = globalMessage.cannotEndSessionsOf;

export const sessionHandlers = defineHandlers({
  'session-service/get-my-sessions': async ({ user, sessionId, services: { db } }) =>
    listSessions(db, { userId: user.id, currentSessionId: sessionId }),

  async 'session-service/end-my-session'({ input, user, sessionId, services: { db }, request, reply }) {
    const ended = await endSession(db, { userId: user.id, publicId: input.id });
    // Signing out the browser asking is logging out: its cookie goes too.
    if (ended === sessionId) clearSessionCookie(reply, request);
    return listSessions(db, { userId: user.id, currentSessionId: sessionId });
  },

  async 'session-service/end-my-other-sessions'({ user, sessionId, services: { db } }) {
    await endOtherSessions(db, { userId: user.id, keep: sessionId });
    return listSessions(db, { userId: user.id, currentSessionId: sessionId });
  },

  async 'session-service/get-user-sessions'({ input, user, sessionId, services: { db } }) {
    await assertCanActOn(db, { actor: user, userId: input.id, refusal });
    return listSessions(db, { userId: input.id, currentSessionId: sessionId });
  },

  async 'session-service/end-user-session'({ input, user, sessionId, services: { db }, request, reply }) {
    await assertCanActOn(db, { actor: user, userId: input.user_id, refusal });
    const ended = await endSession(db, { userId: input.user_id, publicId: input.id });
    if (ended === sessionId) clearSessionCookie(reply, request);
    return listSessions(db, { userId: input.user_id, currentSessionId: sessionId });
  },

  async 'session-service/end-user-sessions'({ input, user, sessionId, services: { db } }) {
    await assertCanActOn(db, { actor: user, userId: input.id, refusal });
    // One's own user form keeps the browser it is open in.
    await endOtherSessions(db, { userId: input.id, keep: sessionId });
    return listSessions(db, { userId: input.id, currentSessionId: sessionId });
  },

  // Both answer as is-logged-in does: the second factor is always that of who is really signed in.
  'session-service/start-view-as': async ({ input, user, sessionId, services: { db, config } }) => ({
    ...(await startViewAs(db, { actor: user, sessionId, userId: input.id })),
    two_factor: await twoFactorStateOf(db, config, user.id),
  }),

  'session-service/stop-view-as': async ({ user, signedIn, sessionId, services: { db, config } }) => ({
    ...(await stopViewAs(db, { user, signedIn, sessionId })),
    two_factor: await twoFactorStateOf(db, config, signedIn.id),
  }),
});
