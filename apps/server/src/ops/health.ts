import { globalMessage } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

/** Longer than a healthy database ever takes to answer, shorter than a probe's own timeout. */
const readinessTimeoutMs = 3000;

/**
 * `/healthz`: the process answers (a restart cures nothing else). `/readyz`: the database
 * answers too, so a load balancer sends no traffic to a server that could only say 503.
 * Both outside /api: no session, no same-site check, no allowed-IP list.
 */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'OK' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await withTimeout(db.execute(sql`select 1`), readinessTimeoutMs);
      return { status: 'OK' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ status: 'ERROR', message: globalMessage.databaseUnavailable });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
