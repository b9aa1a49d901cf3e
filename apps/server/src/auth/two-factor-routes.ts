import { defineHandlers } from '../http/calls.ts';
import {
  confirmEnrolment,
  getUserTwoFactor,
  resetUserTwoFactor,
  startEnrolment,
  verifyLoginCode,
} from './two-factor.ts';

export const twoFactorHandlers = defineHandlers({
  'user-service/verify-login-code': ({ input, services: { db, config }, request, reply }) =>
    verifyLoginCode(db, { input, config, request, reply }),
  'user-service/start-two-factor-enrolment': ({ user, services: { db, config } }) =>
    startEnrolment(db, { user, config }),
  'user-service/confirm-two-factor-enrolment': ({ input, user, services: { db, config }, request }) =>
    confirmEnrolment(db, { user, input, config, request }),
  'user-service/get-user-two-factor': ({ input, services: { db } }) => getUserTwoFactor(db, input.id),
  'user-service/reset-user-two-factor': ({ input, user, sessionId, services: { db } }) =>
    resetUserTwoFactor(db, { userId: input.id, actor: user, sessionId }),
});
