import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * "Your password has been changed" travels from the reset to the sign-in page in a cookie that
 * lives a minute and is read once: a query flag would let any link show that banner.
 */
const noticeCookie = 'masthead_password_reset';
const cookieOptions = (request: FastifyRequest) => ({
  path: '/login',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

export function passwordWasReset(reply: FastifyReply, request: FastifyRequest) {
  reply.setCookie(noticeCookie, '1', { ...cookieOptions(request), maxAge: 60 });
}

/** Whether this sign-in page follows a reset; the notice is spent either way. */
export function takeResetNotice(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[noticeCookie] !== '1') return false;
  reply.clearCookie(noticeCookie, cookieOptions(request));
  return true;
}
