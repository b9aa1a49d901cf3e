import { globalMessage, maxBodyBytes } from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { assertSameSite } from '../../http/origin.ts';
import type { SignInAssets } from './assets.ts';
import { escapeHtml } from './layout.ts';

export type FormBody = Record<string, string>;

/** A posted field as text: absent, or sent twice (an array), it counts as empty. */
export const field = (body: FormBody, name: string) => (typeof body[name] === 'string' ? body[name] : '');

/** The posted form's fields; none when the body was not a form. */
export const formOf = (request: FastifyRequest) => (request.body ?? {}) as FormBody;

/**
 * A form post must say which page it came from, and that page must be ours: a foreign page
 * posting a login form would sign the victim's browser into the attacker's account (login
 * CSRF). Unlike the API, a post naming no page is refused too: every browser names it.
 */
export function assertOwnForm(request: FastifyRequest, publicUrl: string) {
  if (!request.headers.origin && !request.headers.referer) throw new AppError(403, globalMessage.crossSite);
  assertSameSite(request, publicUrl);
}

/** The built script of each app's sign-in scope, set once at start. */
const assetsOfScope = new WeakMap<FastifyInstance, SignInAssets>();

/**
 * The page with its one script, a file from 'self' (the CSP allows no inline script), loaded
 * as a module: after the page is drawn, and never before the user can act.
 */
function withScript(html: string, assets: SignInAssets | undefined) {
  if (!assets?.script) return html;
  const tag = `<script type="module" src="${escapeHtml(assets.script)}" data-prefetch="${escapeHtml(assets.prefetch.join(' '))}"></script>`;
  return html.replace('</body>', `${tag}</body>`);
}

export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(withScript(html, assetsOfScope.get(reply.server)));

export const redirectTo = (reply: FastifyReply, location: string) =>
  reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();

/**
 * The sign-in pages' scope: form bodies are read only here (the API keeps taking JSON alone),
 * and its pages name the build's script.
 */
export function setUpSignInScope(scope: FastifyInstance, assets: SignInAssets) {
  assetsOfScope.set(scope, assets);
  // The API's own limit, so that its 413 message ("at most 1 MB") holds for a form too.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: maxBodyBytes },
    (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
  );
}
