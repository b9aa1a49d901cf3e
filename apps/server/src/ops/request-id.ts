import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';

/**
 * A proxy's or a client's id is kept, so one request can be followed across their logs and
 * ours; only a short one of plain characters, since it goes into every log line and header.
 */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is sane, otherwise a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request, so a user's report or a proxy's log leads to our log lines.
 * A callback rather than an async function: a promise per request would be work for nothing.
 */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
