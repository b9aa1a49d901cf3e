import { apiTokenMessage } from '@masthead/contract';
import { assertPasswordConfirmed } from '../auth/confirm-password.ts';
import { assertCanActOn } from '../auth/session-service.ts';
import { defineHandlers } from '../http/calls.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

const refusal = apiTokenMessage.cannotSeeTokensOf;

export const apiTokenHandlers = defineHandlers({
  'api-token-service/get-my-tokens': ({ user, services: { db } }) => listTokens(db, user.id),

  // A stolen cookie alone must not mint a credential that outlives the session.
  async 'api-token-service/create-my-token'({ input, user, sessionId, services: { db } }) {
    await assertPasswordConfirmed(db, sessionId);
    return createToken(db, { user, input });
  },

  'api-token-service/revoke-my-token': ({ input, user, services: { db } }) =>
    revokeToken(db, { userId: user.id, id: input.id, actorId: user.id }),

  // Another user's tokens, under the rule for acting on another user: hold all it holds.
  async 'api-token-service/get-user-tokens'({ input, user, services: { db } }) {
    await assertCanActOn(db, { actor: user, userId: input.id, refusal });
    return listTokens(db, input.id);
  },

  async 'api-token-service/revoke-user-token'({ input, user, services: { db } }) {
    await assertCanActOn(db, { actor: user, userId: input.user_id, refusal });
    return revokeToken(db, { userId: input.user_id, id: input.id, actorId: user.id });
  },
});
