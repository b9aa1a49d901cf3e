import type { FastifyRequest } from 'fastify';

/** What reverse proxies add, between them: nginx's X-Real-IP, RFC 7239's Forwarded, Via. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'] as const;

/**
 * Whether a proxy relayed the request: its socket's address is then the proxy's, and a proxy
 * on this machine would make every client on the internet look like loopback.
 */
export const isRelayed = (request: FastifyRequest) =>
  forwardingHeaders.some((name) => request.headers[name] !== undefined);
