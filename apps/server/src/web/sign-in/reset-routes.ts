import {
  bannerText,
  forgotPasswordInput,
  globalMessage,
  resetPasswordInput,
  validate,
} from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkResetLink } from '../../auth/password-reset.ts';
import { authHandlers } from '../../auth/routes.ts';
import { isResetThrottled } from '../../auth/throttle.ts';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { assertOwnForm, field, formOf, redirectTo, sendPage } from './form-post.ts';
import type { PageBanner } from './layout.ts';
import { passwordWasReset } from './reset-notice.ts';
import { forgotPasswordPage, resetPasswordPage } from './reset-pages.ts';

const failed = (message: string): PageBanner => ({ title: bannerText.resetFailed, message });

/** The answers that refuse the link itself: typing another password cannot help. */
const deadLinkMessages: ReadonlySet<string> = new Set([
  globalMessage.resetTokenInvalid,
  globalMessage.resetTokenUsed,
  globalMessage.resetTokenExpired,
]);

type Handler = (typeof authHandlers)['user-service/forgot-password'];
type HandlerArgs = Parameters<Handler>[0];

/** Runs one of the API's handlers for a form: the same checks, throttling and answer. */
const runHandler = (
  name: 'user-service/forgot-password' | 'user-service/reset-password',
  input: unknown,
  { services, request, reply }: { services: Services; request: FastifyRequest; reply: FastifyReply },
) => (authHandlers[name] as Handler)({ input, services, request, reply } as HandlerArgs) as Promise<string>;

/** The forgot-password form posted without any script, answered with the page and its banner. */
async function postForgot(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const email = field(formOf(request), 'email');
  try {
    assertOwnForm(request, services.config.publicUrl);
    const result = validate(forgotPasswordInput, { email });
    if (!result.ok)
      return sendPage(
        reply,
        400,
        forgotPasswordPage({
          email,
          banner: failed(globalMessage.fixFields),
          fieldMessages: result.messages,
        }),
      );
    const message = await runHandler('user-service/forgot-password', result.data, {
      services,
      request,
      reply,
    });
    const banner: PageBanner = { title: bannerText.resetSuccess, message, kind: 'success' };
    return sendPage(reply, 200, forgotPasswordPage({ email, banner }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return sendPage(
      reply,
      error.statusCode,
      forgotPasswordPage({ email, banner: failed(error.message), fieldMessages: error.messages }),
    );
  }
}

/**
 * The new password posted from the reset link's page: the same handler as the API's
 * user-service/reset-password. A refused password asks again; a refused link offers a new
 * one; success goes to the sign-in page, which says the password changed.
 */
async function postReset(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const body = formOf(request);
  const token = field(body, 'token');
  try {
    assertOwnForm(request, services.config.publicUrl);
    const result = validate(resetPasswordInput, {
      token,
      password: field(body, 'password'),
      passwordRetype: field(body, 'passwordRetype'),
    });
    if (!result.ok) {
      const deadLink = Boolean(result.messages.token);
      const banner = failed(deadLink ? globalMessage.resetTokenInvalid : globalMessage.fixFields);
      return sendPage(
        reply,
        400,
        resetPasswordPage({ token, banner, fieldMessages: result.messages, deadLink }),
      );
    }
    await runHandler('user-service/reset-password', result.data, { services, request, reply });
    passwordWasReset(reply, request);
    return redirectTo(reply, '/login');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const deadLink = deadLinkMessages.has(error.message);
    return sendPage(
      reply,
      error.statusCode,
      resetPasswordPage({ token, banner: failed(error.message), fieldMessages: error.messages, deadLink }),
    );
  }
}

/**
 * The reset link opened: a link that can no longer work says why at once, and offers a new one,
 * rather than a form whose every try is refused. Opening one is a try of its token, counted as a
 * post is: the page tells whether a token is live, so it is no way around the throttle.
 */
async function openReset(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const { token: query } = request.query as { token?: unknown };
  const token = typeof query === 'string' ? query : '';
  if (!token) return sendPage(reply, 200, resetPasswordPage({ token }));
  try {
    if (await isResetThrottled(services.db, 'resetAddress', request.ip))
      throw tooManyRequests(globalMessage.resetThrottled);
    await checkResetLink(services.db, token);
    return sendPage(reply, 200, resetPasswordPage({ token }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const deadLink = deadLinkMessages.has(error.message);
    return sendPage(
      reply,
      error.statusCode,
      resetPasswordPage({ token, banner: failed(error.message), deadLink }),
    );
  }
}

/**
 * /login/forgot-password and /login/reset-password as server pages. The reset link carries its
 * token in the query, so the page works without script; the server's log never writes a
 * query, and the page's form posts it on to a path without one.
 */
export function registerPasswordReset(scope: FastifyInstance, services: Services) {
  scope.get('/login/forgot-password', (_request, reply) => sendPage(reply, 200, forgotPasswordPage()));
  scope.get('/login/reset-password', (request, reply) => openReset(services, request, reply));
  scope.post('/login/forgot-password', (request, reply) => postForgot(services, request, reply));
  scope.post('/login/reset-password', (request, reply) => postReset(services, request, reply));
}
