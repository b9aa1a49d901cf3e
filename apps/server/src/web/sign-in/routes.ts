import {
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
import { assertSameSite } from '../../http/origin.ts';
import type { Services } from '../../services.ts';
import { codeStepPage, type LoginPageState, loginFailedBanner, loginPage } from './page.ts';

/** A sign-in form is a few short fields: anything longer is not one. */
const formBodyLimit = 16 * 1024;

/** Where a signed-in browser goes: the app, as the SPA's signed-out guard sends it. */
const appHome = '/';

type FormBody = Record<string, string>;

/**
 * A form post must say which page it came from, and that page must be ours: a foreign page
 * posting a login form would sign the victim's browser into the attacker's account (login
 * CSRF). Unlike the API, a post naming no page is refused too: every browser names it.
 */
function assertOwnForm(request: FastifyRequest, publicUrl: string) {
  if (!request.headers.origin && !request.headers.referer) throw new AppError(403, globalMessage.crossSite);
  assertSameSite(request, publicUrl);
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * The sign-in form posted without any script: the same checks and the same handler as the
 * API's user-service/login, answered with the page again (the spec's banner, the typed
 * username kept) or, once signed in, a 303 to the app with the session cookie set.
 */
async function postLogin(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const body = (request.body ?? {}) as FormBody;
  const state: LoginPageState = {
    username: typeof body.username === 'string' ? body.username : '',
    remember: body.remember === 'true' || body.remember === 'on',
  };
  try {
    assertOwnForm(request, services.config.publicUrl);
    const result = validate(loginInput, {
      username: state.username,
      password: typeof body.password === 'string' ? body.password : '',
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
      return sendPage(reply, 200, codeStepPage({ pendingToken: answer.pending_token, recovery: false }));
    return reply.code(303).header('Location', appHome).header('Cache-Control', 'no-store').send();
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
  const body = (request.body ?? {}) as FormBody;
  const pendingToken = typeof body.pending_token === 'string' ? body.pending_token : '';
  const recovery = body.mode === 'recovery';
  try {
    assertOwnForm(request, services.config.publicUrl);
    // "Use a recovery code instead" and back: the same pending sign-in, the other field.
    if (body.switch) return sendPage(reply, 200, codeStepPage({ pendingToken, recovery: !recovery }));
    const result = validate(verifyLoginCodeInput, { pending_token: pendingToken, code: body.code ?? '' });
    if (!result.ok)
      return sendPage(
        reply,
        400,
        codeStepPage({
          pendingToken,
          recovery,
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
    return reply.code(303).header('Location', appHome).header('Cache-Control', 'no-store').send();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const banner = loginFailedBanner(error.message);
    if (endsTheSignIn.has(error.message) || error.statusCode === 403)
      return sendPage(reply, error.statusCode, loginPage({ banner }));
    return sendPage(
      reply,
      error.statusCode,
      codeStepPage({ pendingToken, recovery, banner, fieldMessages: error.messages }),
    );
  }
}

/**
 * /login served by the server: the page draws and posts before any framework loads. Form
 * bodies are read only in this scope; the API keeps taking JSON alone.
 */
export async function registerSignIn(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
    scope.get('/login', async (request, reply) => {
      // A signed-in browser goes on to the app, as the SPA's guard sends it today.
      const session = await readSession(services.db, request);
      if (session.state === 'active') return reply.code(303).header('Location', appHome).send();
      return sendPage(reply, 200, loginPage());
    });
    scope.post('/login', (request, reply) => postLogin(services, request, reply));
    scope.post('/login/code', (request, reply) => postCode(services, request, reply));
  });
}
