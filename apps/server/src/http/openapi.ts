import { openApiDocument } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/openapi.json: the API described from the contract's call table, for the developers
 * of the publisher's sites and their tools. It names calls and inputs, nothing secret, so it
 * needs no session. Built once: the table does not change while the server runs.
 */
export function registerApiDescription(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  // The server's own address (PUBLIC_URL) is the document's server, so tools call it.
  const document = JSON.stringify(openApiDocument({ serverUrl: publicUrl }));
  app.get('/api/openapi.json', (_request, reply) => {
    reply.type('application/json').send(document);
  });
}
