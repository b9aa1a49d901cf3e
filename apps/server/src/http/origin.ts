import { globalMessage } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A browser names the page a request came from (Origin, or at least Referer). A POST from
 * another site's page is refused, so a foreign page cannot act with a staff member's cookie.
 * Clients that send neither are not browsers and are judged by their session alone.
 */
export function assertSameSite(request: FastifyRequest, publicUrl: string) {
  // An empty Origin names no page: the Referer is read then, as when Origin is left out.
  const source = request.headers.origin || request.headers.referer;
  if (!source) return;
  const origin = originOf(source);
  // Both normalised alike, so 'http://host:80' and 'http://host' are the same origin.
  const ownOrigins = [originOf(publicUrl), originOf(`${request.protocol}://${request.host}`)];
  if (origin && ownOrigins.includes(origin)) return;
  throw new AppError(403, globalMessage.crossSite);
}
