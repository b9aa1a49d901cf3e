import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { isRelayed } from '../http/relayed.ts';
import { isLoopback } from '../taxonomy/allowed-ips/matcher.ts';
import { Counter, expositionContentType, Histogram, header, sample } from './exposition.ts';
import { poolUseOf } from './pool.ts';

/** From a cached list (a few ms) to a large upload or a slow report (seconds). */
const latencyBounds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One label per call (`user-service/login`), per route outside /api (`/media/:name`, `/*` for
 * the web app), and one each for unknown calls and unmatched addresses: what a client types
 * never becomes a label of its own, so the number of series stays bounded.
 */
function callLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'not-found';
  if (route === '/api' || route === '/api/*') return 'unknown-call';
  return route.startsWith('/api/') ? route.slice('/api/'.length) : route;
}

/**
 * Loopback (a scraper on the machine) without any forwarding header, since a reverse proxy on
 * the same machine would make every outside client look local; or the METRICS_TOKEN bearer.
 */
function mayRead(request: FastifyRequest, token: string | undefined) {
  const authorization = request.headers.authorization;
  if (token && authorization) {
    const given = Buffer.from(authorization);
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return !isRelayed(request) && isLoopback(request.ip);
}

export const metricsRefused =
  'Metrics are served to this machine only, or with the METRICS_TOKEN bearer token.';

/** Counts and times every answer, and serves them at GET /metrics for Prometheus. */
export function registerMetrics(app: FastifyInstance, { db, token }: { db: Db; token: string | undefined }) {
  const requests = new Counter(
    'masthead_http_requests_total',
    'Requests answered, by call and status class.',
  );
  const latency = new Histogram(
    'masthead_http_request_duration_seconds',
    'Time from receiving a request to the end of its answer, by call.',
    latencyBounds,
  );
  const poolUse = poolUseOf(db);

  // A callback: every answer passes here, and a promise per answer is work for nothing.
  app.addHook('onResponse', (request, reply, done) => {
    const call = callLabel(request);
    requests.increment({ call, status: `${Math.floor(reply.statusCode / 100)}xx` });
    latency.observe({ call }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayRead(request, token)) {
      return reply.code(403).send({ status: 'ERROR', message: metricsRefused });
    }
    const lines = [...requests.lines(), ...latency.lines()];
    if (poolUse) {
      const { total, idle, waiting } = poolUse();
      lines.push(
        ...header('masthead_db_pool_connections', 'gauge', 'PostgreSQL connections held by the pool.'),
      );
      lines.push(sample('masthead_db_pool_connections', { state: 'total' }, total));
      lines.push(sample('masthead_db_pool_connections', { state: 'idle' }, idle));
      lines.push(
        ...header('masthead_db_pool_waiting', 'gauge', 'Queries waiting for a free pool connection.'),
        sample('masthead_db_pool_waiting', {}, waiting),
      );
    }
    const memory = process.memoryUsage();
    lines.push(
      ...header('process_resident_memory_bytes', 'gauge', 'Resident memory of the server process.'),
      sample('process_resident_memory_bytes', {}, memory.rss),
      // Where the resident memory goes: the JavaScript heap, and buffers outside it.
      ...header('nodejs_heap_size_total_bytes', 'gauge', 'JavaScript heap reserved.'),
      sample('nodejs_heap_size_total_bytes', {}, memory.heapTotal),
      ...header('nodejs_heap_size_used_bytes', 'gauge', 'JavaScript heap in use.'),
      sample('nodejs_heap_size_used_bytes', {}, memory.heapUsed),
      ...header(
        'nodejs_external_memory_bytes',
        'gauge',
        'Memory of buffers and native objects held by JavaScript.',
      ),
      sample('nodejs_external_memory_bytes', {}, memory.external),
      ...header('process_start_time_seconds', 'gauge', 'When the server process started, Unix time.'),
      sample('process_start_time_seconds', {}, Math.round(Date.now() / 1000 - process.uptime())),
    );
    return reply.type(expositionContentType).send(`${lines.join('\n')}\n`);
  });
}
