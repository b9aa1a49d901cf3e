import { taxonomyMessage } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import { isRelayed } from '../../http/relayed.ts';
import type { Services } from '../../services.ts';
import { allowedIpMatcher } from './cache.ts';
import { isLoopback } from './matcher.ts';

/**
 * With ENFORCE_ALLOWED_IPS, every /api call from an address outside the list is refused (403).
 * The address is `request.ip`, which believes X-Forwarded-For only from the TRUST_PROXY hops.
 * Loopback always passes, so an operator on the machine can never be locked out; but not when
 * a proxy relayed it and TRUST_PROXY is unset: a proxy on this machine would make every client
 * look like loopback.
 */
export function registerAllowedIpGuard(app: FastifyInstance, { config, db }: Services) {
  if (!config.enforceAllowedIps) return;
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    if (config.trustProxy === 0 && isLoopback(request.ip) && isRelayed(request)) {
      if (!hasWarned) request.log.warn(taxonomyMessage.relayedWithoutTrustProxy);
      hasWarned = true;
      throw new AppError(403, taxonomyMessage.relayedWithoutTrustProxy);
    }
    const matcher = await allowedIpMatcher(db);
    if (!matcher.allows(request.ip)) throw new AppError(403, taxonomyMessage.addressNotAllowed(request.ip));
  });
}
