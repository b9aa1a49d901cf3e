import { taxonomyMessage } from '@masthead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRoute } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import { isRelayed } from '../../http/relayed.ts';
import type { Services } from '../../services.ts';
import { allowedIpMatcher } from './cache.ts';
import { isLoopback } from './matcher.ts';

/**
 * With ENFORCE_ALLOWED_IPS, why a request from its address is refused (403), if it is. The
 * address is `request.ip`, which believes X-Forwarded-For only from the TRUST_PROXY hops.
 * Loopback always passes, so an operator on the machine can never be locked out; but not when
 * a proxy relayed it and TRUST_PROXY is unset: a proxy on this machine would make every client
 * look like loopback.
 */
export async function addressRefusal(
  { config, db }: Pick<Services, 'config' | 'db'>,
  request: FastifyRequest,
): Promise<AppError | undefined> {
  if (!config.enforceAllowedIps) return undefined;
  if (config.trustProxy === 0 && isLoopback(request.ip) && isRelayed(request))
    return new AppError(403, taxonomyMessage.relayedWithoutTrustProxy);
  const matcher = await allowedIpMatcher(db);
  return matcher.allows(request.ip)
    ? undefined
    : new AppError(403, taxonomyMessage.addressNotAllowed(request.ip));
}

/** With ENFORCE_ALLOWED_IPS, every /api call from an address outside the list is refused (addressRefusal). */
export function registerAllowedIpGuard(app: FastifyInstance, services: Services) {
  if (!services.config.enforceAllowedIps) return;
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const refusal = await addressRefusal(services, request);
    if (!refusal) return;
    if (refusal.message === taxonomyMessage.relayedWithoutTrustProxy && !hasWarned) {
      request.log.warn(taxonomyMessage.relayedWithoutTrustProxy);
      hasWarned = true;
    }
    throw refusal;
  });
}
