import {
  bannerText,
  endsTheSignIn,
  globalMessage,
  isTwoFactorChallenge,
  type LoginResult,
  loginInput,
  validate,
  verifyLoginCodeInput,
} from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authHandlers } from '../../auth/routes.ts';
import { readSession } from '../../auth/sessions.ts';
import { twoFactorHandlers } from '../../auth/two-factor-routes.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { readSignInAssets } from './assets.ts';
import { assertOwnForm, field, formOf, redirectTo, sendPage, setUpSignInScope } from './form-post.ts';
import type { PageBanner } from './layout.ts';
import { nextPathFrom } from './next-path.ts';
import { codeStepPage, type LoginPageState, loginFailedBanner, loginPage } from './page.ts';
import { takeResetNotice } from './reset-notice.ts';
import { registerPasswordReset } from './reset-routes.ts';

/** The reset's success, shown on the sign-in page it lands on, as the SPA showed it. */
const passwordResetBanner: PageBanner = {
  title: bannerText.resetSuccess,
  message: globalMessage.passwordReset,
  kind: 'success',
};

/** The app sends a user whose session ended under them here with `expired=1`. */
const sessionExpiredBanner: PageBanner = bannerText.sessionExpired;

/**
 * The sign-in form posted without any script: the same checks and the same handler as the
 * API's user-service/login, answered with the page again (the spec's banner, the typed
 * username kept) or, once signed in, a 303 to the app with the session cookie set.
 */
async function postLogin(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const body = formOf(request);
  const next = nextPathFrom(body.next);
  const state: LoginPageState = {
    username: field(body, 'username'),
    remember: body.remember === 'true' || body.remember === 'on',
    next,
  };
  try {
    assertOwnForm(request, services.config.publicUrl);
    const result = validate(loginInput, {
      username: state.username,
      password: field(body, 'password'),
      remember: state.remember,
    });
    if (!result.ok) {
      return sendPage(
        reply,
        400,
        loginPage({
          ...state,
          banner: loginFailedBanner(globalMessage.fixFields),
          fieldMessages: result.messages,
        }),
      );
    }
    // The login handler answers a plain value, never a file or a list's JSON text.
    const answer = (await authHandlers['user-service/login']({
      input: result.data,
      services,
      request,
      reply,
    } as Parameters<(typeof authHandlers)['user-service/login']>[0])) as LoginResult;
    if (isTwoFactorChallenge(answer))
      return sendPage(
        reply,
        200,
        codeStepPage({ pendingToken: answer.pending_token, recovery: false, next }),
      );
    return redirectTo(reply, next);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return sendPage(
      reply,
      error.statusCode,
      loginPage({
        ...state,
        banner: loginFailedBanner(error.message),
        fieldMessages: error.messages,
      }),
    );
  }
}

/**
 * The code step posted without any script: the same handler as user-service/verify-login-code.
 * A wrong code asks again; an expired or exhausted sign-in goes back to the password.
 */
async function postCode(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const body = formOf(request);
  const pendingToken = field(body, 'pending_token');
  const recovery = body.mode === 'recovery';
  const next = nextPathFrom(body.next);
  try {
    assertOwnForm(request, services.config.publicUrl);
    // "Use a recovery code instead" and back: the same pending sign-in, the other field.
    if (body.switch) return sendPage(reply, 200, codeStepPage({ pendingToken, recovery: !recovery, next }));
    const result = validate(verifyLoginCodeInput, { pending_token: pendingToken, code: field(body, 'code') });
    if (!result.ok)
      return sendPage(
        reply,
        400,
        codeStepPage({
          pendingToken,
          recovery,
          next,
          banner: loginFailedBanner(globalMessage.fixFields),
          fieldMessages: result.messages,
        }),
      );
    await twoFactorHandlers['user-service/verify-login-code']({
      input: result.data,
      services,
      request,
      reply,
    } as Parameters<(typeof twoFactorHandlers)['user-service/verify-login-code']>[0]);
    return redirectTo(reply, next);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const banner = loginFailedBanner(error.message);
    if (endsTheSignIn.has(error.message) || error.statusCode === 403)
      return sendPage(reply, error.statusCode, loginPage({ banner, next }));
    return sendPage(
      reply,
      error.statusCode,
      codeStepPage({ pendingToken, recovery, banner, fieldMessages: error.messages, next }),
    );
  }
}

/**
 * The sign-in pages served by the server: each draws and posts before any framework loads. Form
 * bodies are read only in this scope; the API keeps taking JSON alone.
 */
export async function registerSignIn(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    setUpSignInScope(scope, readSignInAssets(services.config.webDist));
    scope.get('/login', async (request, reply) => {
      // A signed-in browser goes on to the app, as the SPA's guard sends it today.
      const next = nextPathFrom((request.query as { next?: unknown }).next);
      const session = await readSession(services.db, request);
      if (session.state === 'active') return redirectTo(reply, next);
      const { expired } = request.query as { expired?: unknown };
      const banner = takeResetNotice(request, reply)
        ? passwordResetBanner
        : expired === '1'
          ? sessionExpiredBanner
          : undefined;
      return sendPage(reply, 200, loginPage({ banner, next }));
    });
    registerPasswordReset(scope, services);
    scope.post('/login', (request, reply) => postLogin(services, request, reply));
    scope.post('/login/code', (request, reply) => postCode(services, request, reply));
  });
}
