import { permissionNames } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { ok, t } from './kit.ts';

interface Session {
  id: string;
  is_current: boolean;
}

/** Signing browsers out, one's own and another user's, and viewing as another user. */
export function describeSessionAnswers() {
  describe('sessions and viewing as', () => {
    it('end-my-session, end-my-other-sessions', async () => {
      const user = await t.createUser({ permissions: ['access_all_tags'] });
      const cookie = await t.signIn(user.username);
      for (let browser = 0; browser < 2; browser += 1) await t.signIn(user.username);
      const mine = await ok<Session[]>('session-service/get-my-sessions', {}, { cookie });
      const other = mine.find((session) => !session.is_current);
      expect(other).toBeDefined();
      const left = await ok<Session[]>('session-service/end-my-session', { id: other?.id }, { cookie });
      expect(left).toHaveLength(2);
      expect(await ok('session-service/end-my-other-sessions', {}, { cookie })).toHaveLength(1);
    });

    it('end-user-session, end-user-sessions', async () => {
      const user = await t.createUser({ permissions: ['access_all_tags'] });
      for (let browser = 0; browser < 2; browser += 1) await t.signIn(user.username);
      const [first] = await ok<Session[]>('session-service/get-user-sessions', { id: user.id });
      await ok('session-service/end-user-session', { user_id: user.id, id: first?.id });
      expect(await ok('session-service/end-user-sessions', { id: user.id })).toEqual([]);
    });

    it('start-view-as, stop-view-as', async () => {
      // An administrator of its own: viewing as changes the session, which others here share.
      const viewer = await t.signedInUser(permissionNames);
      const viewed = await t.createUser({ permissions: ['access_all_tags'] });
      await ok('session-service/start-view-as', { id: viewed.id }, { cookie: viewer.cookie });
      await ok('session-service/stop-view-as', {}, { cookie: viewer.cookie });
    });
  });
}
