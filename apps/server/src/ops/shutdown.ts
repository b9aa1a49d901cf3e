import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Answers finished during a shutdown close their connection. Fastify's close waits for every
 * connection to end, and a browser keeps its own open after the answer: without this, a
 * shutdown would wait out the keep-alive timeout (72 s) after the last request in flight.
 */
export function registerClosingConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback: every answer passes here, and a promise per answer is work for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops taking connections, lets the requests in flight finish (Fastify's close waits for
 * them, answers 503 to new requests on kept-alive connections and closes idle ones), waits for
 * work after the answer (mail), and only then closes the database those requests still use.
 */
export async function shutDown(app: FastifyInstance, database: Pick<Database, 'close'>) {
  await app.close();
  await database.close();
}

/**
 * Longer than any request should take (an upload, a large report), shorter than the 30 s an
 * orchestrator usually waits before it kills the process outright.
 */
export const shutdownGraceMs = 25_000;

/**
 * SIGTERM (an orchestrator, systemd) and SIGINT (Ctrl-C) both shut down gracefully. A repeated
 * signal changes nothing: `npm start` forwards Ctrl-C, so the server sees it twice at once.
 */
export function shutDownOnSignals(stop: () => Promise<void>, log: (line: string) => void) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing the requests in flight, then stopping.`);
    setTimeout(() => {
      log(`Requests still running after ${shutdownGraceMs / 1000} s; stopping without them.`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
