import fastifyMultipart from '@fastify/multipart';
import { type CallPath, calls, globalMessage, mediaTypes, validate } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { authorizeCaller } from '../auth/authorize.ts';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { multipartSaves } from './routes.ts';
import { mediaStorageFor } from './storage.ts';
import { discardUploads, readMultipartSave, SaveRefusal } from './uploads.ts';

const mediaName = /^[0-9a-f]{64}\.([a-z0-9]{2,8})$/;

/**
 * The content saves' multipart bodies and the media they bring. A save is checked for its
 * session and permission before a byte of its files is read, so nobody signed out can fill
 * the disk; every other call refuses a multipart body, and a save refuses JSON (415).
 */
export async function registerContentHttp(app: FastifyInstance, services: Services) {
  const storage = mediaStorageFor(services.config.dataDir);
  await app.register(fastifyMultipart);

  app.addHook('preValidation', async (request) => {
    if (!isApiRoute(request)) return;
    const path = (request.routeOptions.url ?? '').slice('/api/'.length);
    const save = multipartSaves.get(path);
    if (!save) {
      if (request.isMultipart()) throw new AppError(415, globalMessage.unsupportedMediaType);
      return;
    }
    await authorizeCaller(services, request, path as CallPath);
    try {
      request.body = await readMultipartSave(request, { definition: save.definition, storage });
    } catch (error) {
      // A refused save keeps none of its files; they go before the answer does.
      await discardUploads(request);
      if (!(error instanceof SaveRefusal)) throw error;
      // The other fields' messages come too, so the form shows every problem at once.
      const result = validate(calls[path as CallPath].input, error.values);
      const messages = result.ok ? {} : result.messages;
      throw new AppError(error.statusCode, globalMessage.fixFields, { ...messages, ...error.messages });
    }
  });
  // Whatever the answer, checked files the save did not take leave the scratch directory.
  app.addHook('onResponse', async (request) => discardUploads(request));

  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const match = mediaName.exec(request.params.name);
    const type = match?.[1] ? mediaTypes[match[1]] : undefined;
    const file = type ? await storage.open(request.params.name) : null;
    if (!type || !file) throw new AppError(404, globalMessage.notFound('File'));
    reply
      .type(type)
      .header('Content-Length', file.bytes)
      .header('X-Content-Type-Options', 'nosniff')
      // The name is the file's hash: the bytes behind it never change.
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    if (!type.startsWith('image/') && !type.startsWith('video/'))
      reply.header('Content-Disposition', `attachment; filename="${request.params.name}"`);
    return reply.send(file.stream);
  });
}
