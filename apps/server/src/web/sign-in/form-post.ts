import { globalMessage } from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { assertSameSite } from '../../http/origin.ts';

/** A sign-in form is a few short fields: anything longer is not one. */
const formBodyLimit = 16 * 1024;

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

export const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

export const redirectTo = (reply: FastifyReply, location: string) =>
  reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();

/** Form bodies are read only in the sign-in pages' scope; the API keeps taking JSON alone. */
export function readFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
  );
}
