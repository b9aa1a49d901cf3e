import { globalMessage } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.ts';
import { mediaHeaders } from './headers.ts';
import { parseRange } from './range.ts';
import type { MediaStorage } from './types.ts';

/** The bytes behind a name never change: browsers and CDNs may keep them for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match list names this ETag (weakly compared, as RFC 9110 asks for it). */
const namesEtag = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

/**
 * `GET /media/<name>`: the same bytes, type and headers from every server, read from the
 * storage (local or the bucket) with ranges and revalidation. With MEDIA_PUBLIC_URL set the
 * files are read there; this route then redirects, so links saved before still work.
 */
export function registerMediaRoute(
  app: FastifyInstance,
  { storage, publicBase }: { storage: MediaStorage; publicBase: string | null },
) {
  app.get<{ Params: { name: string } }>('/media/:name', { compress: false }, async (request, reply) => {
    const { name } = request.params;
    const headers = mediaHeaders(name);
    if (!headers) throw new AppError(404, globalMessage.notFound('File'));
    if (publicBase) return reply.redirect(`${publicBase}${name}`, 302);
    reply.header('ETag', headers.etag).header('Cache-Control', immutable);
    // The ETag is the name's hash: a client holding it holds these bytes, no lookup needed.
    if (namesEtag(request.headers['if-none-match'], headers.etag)) return reply.code(304).send();
    // A range is only for the bytes the client has part of (If-Range), else everything.
    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === headers.etag ? parseRange(request.headers.range) : null;
    const file = await storage.open(name, range ?? undefined);
    if (!file) throw new AppError(404, globalMessage.notFound('File'));
    reply.header('Accept-Ranges', 'bytes');
    if ('unsatisfiable' in file)
      return reply
        .code(416)
        .header('Content-Range', `bytes */${file.size}`)
        .type('application/json')
        .send({ status: 'ERROR', message: globalMessage.rangeNotSatisfiable });
    reply.type(headers.type).header('X-Content-Type-Options', 'nosniff');
    if (headers.disposition) reply.header('Content-Disposition', headers.disposition);
    if (file.range) {
      const { start, end } = file.range;
      reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
      reply.header('Content-Length', end - start + 1);
    } else reply.header('Content-Length', file.size);
    return reply.send(file.stream);
  });
}
