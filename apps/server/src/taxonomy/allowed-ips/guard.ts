import { taxonomyMessage } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { allowedIpMatcher } from './cache.ts';

/**
 * With ENFORCE_ALLOWED_IPS, every /api call from an address outside the list is refused (403).
 * The address is `request.ip`, which believes X-Forwarded-For only from the TRUST_PROXY hops.
 * Loopback always passes, so an operator on the machine can never be locked out.
 */
export function registerAllowedIpGuard(app: FastifyInstance, { config, db }: Services) {
  if (!config.enforceAllowedIps) return;
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const matcher = await allowedIpMatcher(db);
    if (!matcher.allows(request.ip)) throw new AppError(403, taxonomyMessage.addressNotAllowed(request.ip));
  });
}
