import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { globalMessage } from '@masthead/contract';
import Fastify, { type FastifyReply } from 'fastify';
import { authHandlers } from './auth/routes.ts';
import { sessionHandlers } from './auth/session-routes.ts';
import { twoFactorHandlers } from './auth/two-factor-routes.ts';
import { createBackground } from './background.ts';
import { cdnHandlers } from './cdn/routes.ts';
import type { Config } from './config.ts';
import { registerContentHttp } from './content/http.ts';
import { contentHandlers } from './content/routes.ts';
import { dashboardHandlers } from './dashboard/routes.ts';
import type { Db } from './db/client.ts';
import { entityCallHandlers } from './entities/registry.ts';
import { listPageHandlers } from './export/page-route.ts';
import { exportHandlers } from './export/routes.ts';
import { isApiRoute } from './http/api-route.ts';
import { registerCalls } from './http/calls.ts';
import { bodyLimit, registerEnvelope } from './http/envelope.ts';
import { parseJsonBody } from './http/jsonBody.ts';
import { registerApiDescription } from './http/openapi.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { securityHeaderOptions } from './http/security-headers.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { errorForLog } from './ops/error-log.ts';
import { registerHealth } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerRequestIdHeader, requestIdHeader, requestIdOf } from './ops/request-id.ts';
import { registerClosingConnections } from './ops/shutdown.ts';
import { projectHandlers } from './projects/routes.ts';
import { reportHandlers } from './reports/routes.ts';
import { searchHandlers } from './search/routes.ts';
import type { Services } from './services.ts';
import { registerAllowedIpGuard } from './taxonomy/allowed-ips/guard.ts';
import { taxonomyHandlers } from './taxonomy/routes.ts';
import { apiTokenHandlers } from './tokens/routes.ts';
import { registerTrashPurge } from './trash/purge.ts';
import { trashHandlers } from './trash/routes.ts';
import { userHandlers } from './users/routes.ts';
import { viewHandlers } from './views/routes.ts';
import { registerSignIn } from './web/sign-in/routes.ts';
import { registerWeb } from './web/static.ts';

export async function buildApp({
  config,
  db,
  mailer,
  logStream,
}: {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void };
}) {
  const security = securityHeaderOptions(config.publicUrl, config.media.publicUrl);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // What a line says of a request or an answer is chosen field by field below: never a header
      // (cookies, Authorization, Set-Cookie) nor a body (passwords, tokens). So pino's redaction,
      // which runs after these serializers and found nothing to hide, no longer costs every line
      // its walk (3% of the server's samples under the get-item bench).
      // Without the query string: a link's token or a search must not stand in a log line.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: request.url.split('?')[0],
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
        res: (reply) => ({ statusCode: reply.statusCode }),
        // A failed statement is logged by its text and cause, never by the values bound to it.
        err: errorForLog,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit,
    // Every log line of a request carries its id (as reqId), and so does the answer's header.
    genReqId: requestIdOf,
    // Believe X-Forwarded-* from only as many hops as there are proxies of ours.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    // Not even HTTP: answered in the envelope, with the security headers.
    clientErrorHandler: security.clientErrorHandler,
    // A URL with a broken %-escape never reaches a route or a hook: answer it in the envelope
    // too, with the headers every answer carries.
    frameworkErrors: (error, request, reply) => {
      const isBadUrl = error.code === 'FST_ERR_BAD_URL';
      (reply as FastifyReply)
        .code(isBadUrl ? 400 : 500)
        .headers(security.headers)
        .header(requestIdHeader, request.id)
        .type('application/json')
        .send(
          isBadUrl
            ? { status: 'ERROR', message: globalMessage.badUrl }
            : { status: 'ERROR', message: globalMessage.unexpected, requestId: request.id },
        );
    },
  });
  // Calls take JSON only; Fastify would otherwise hand a text/plain body on as a string.
  app.removeContentTypeParser('text/plain');
  // Our own JSON parser: Fastify's refuses a "__proto__" key but answers only "not valid JSON".
  // The body limit, and its 413, stay Fastify's.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  const services: Services = {
    db,
    config,
    mailer: mailer ?? createMailer(config),
    background: createBackground(),
  };
  app.addHook('onClose', () => services.background.drain());
  registerRequestIdHeader(app);
  registerClosingConnections(app);
  registerMetrics(app, { db, token: config.metricsToken });
  registerEnvelope(app);
  await app.register(fastifyCookie);
  // A list of 20,000 projects is 5 MB of JSON and a twentieth of that gzipped. gzip costs the
  // server a quarter of what brotli does for such a list; small answers are sent as they are.
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  security.register(app);
  // A callback rather than an async function: every answer passes here, and a promise per
  // answer is work for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiRoute(request)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  registerHealth(app, db);
  registerAllowedIpGuard(app, services);
  registerApiDescription(app, { publicUrl: config.publicUrl });
  await registerContentHttp(app, services);
  registerCalls(app, services, {
    ...authHandlers,
    ...twoFactorHandlers,
    ...sessionHandlers,
    ...entityCallHandlers,
    ...userHandlers,
    ...projectHandlers,
    ...dashboardHandlers,
    ...taxonomyHandlers,
    ...contentHandlers,
    ...cdnHandlers,
    ...reportHandlers,
    ...exportHandlers,
    ...listPageHandlers,
    ...viewHandlers,
    ...trashHandlers,
    ...searchHandlers,
    ...apiTokenHandlers,
  });
  registerTrashPurge(app, services);
  await registerSignIn(app, services);
  await registerWeb(app, { webDist: config.webDist, services });
  return app;
}
