import type { FastifyRequest } from 'fastify';

/**
 * Whether the request was routed to the API. The route it matched decides, never the raw URL:
 * the router decodes the path, so `/%61pi/…` reaches the same handlers as `/api/…` and must
 * meet the same checks (the IP allow-list, no-store, multipart rules).
 */
export const isApiRoute = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route === '/api' || (route?.startsWith('/api/') ?? false);
};
