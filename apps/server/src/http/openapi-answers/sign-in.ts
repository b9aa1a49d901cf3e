import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strongPassword } from '../../../test/harness.ts';
import { resetTokenFor } from '../../auth/test-kit.ts';
import { throttleLimits } from '../../auth/throttle.ts';
import { stepSeconds, timeStep, totpAt } from '../../auth/totp.ts';
import { expectDocumented, ok, refused, t } from './kit.ts';

const newPassword = 'Another456!';
const change = (password: string) => ({ password, passwordRetype: password });

/** Signing in and out, passwords and two-factor sign-in: the public calls and the user's own. */
export function describeSignInAnswers() {
  describe('signing in, passwords and two-factor sign-in', () => {
    it('login, confirm-password, change-my-password, logout', async () => {
      const user = await t.createUser({ permissions: ['access_all_tags'] });
      const signedIn = await t.call(
        'user-service/login',
        { username: user.username, password: strongPassword },
        { remoteAddress: '192.0.2.20' },
      );
      expect(signedIn.statusCode).toBe(200);
      expectDocumented('user-service/login', 200, signedIn.body);
      const cookie = signedIn.cookie ?? '';
      await ok('user-service/confirm-password', { password: strongPassword }, { cookie });
      await ok(
        'user-service/change-my-password',
        { oldPassword: strongPassword, ...change(newPassword) },
        { cookie },
      );
      await ok('user-service/logout', {}, { cookie });
    });

    it('forgot-password, then reset-password with the token the mail carries', async () => {
      const user = { email: 'openapi.forgetful@example.com' };
      await t.createUser(user);
      const token = await resetTokenFor(t, user.email, () => ok('user-service/forgot-password', user, {}));
      await ok('user-service/reset-password', { token, ...change(newPassword) }, {});
    });

    it('a wrong password tried too often from one address answers the documented 429', async () => {
      const user = await t.createUser();
      const attempt = { username: user.username, password: 'Not-The-Pass1' };
      for (let tries = 0; tries < throttleLimits.pair; tries += 1)
        await refused('user-service/login', 401, attempt, { remoteAddress: '192.0.2.21' });
      await refused('user-service/login', 429, attempt, { remoteAddress: '192.0.2.21' });
    });

    describe('two-factor sign-in', () => {
      // Date stands in the middle of a 30-second step, so the codes computed here for the
      // step before and this one are those the server expects, however slow the machine.
      beforeAll(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(timeStep() * stepSeconds * 1000 + (stepSeconds / 2) * 1000);
      });
      afterAll(() => {
        vi.useRealTimers();
      });

      it('confirm-two-factor-enrolment, a sign-in with its challenge, verify-login-code, reset-user-two-factor', async () => {
        const user = await t.createUser({ permissions: ['access_all_tags'] });
        const cookie = await t.signIn(user.username);
        const { secret } = await ok<{ secret: string }>(
          'user-service/start-two-factor-enrolment',
          {},
          { cookie },
        );
        await ok(
          'user-service/confirm-two-factor-enrolment',
          { password: strongPassword, code: totpAt(secret, timeStep() - 1) },
          { cookie },
        );
        const challenge = await ok<{ pending_token: string }>(
          'user-service/login',
          { username: user.username, password: strongPassword },
          { remoteAddress: '192.0.2.22' },
        );
        expect(challenge.pending_token).toBeTruthy();
        await ok(
          'user-service/verify-login-code',
          { pending_token: challenge.pending_token, code: totpAt(secret, timeStep()) },
          { remoteAddress: '192.0.2.22' },
        );
        await ok('user-service/reset-user-two-factor', { id: user.id });
      });
    });
  });
}
