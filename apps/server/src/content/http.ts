import fastifyMultipart from '@fastify/multipart';
import { allFields, type CallPath, calls, globalMessage, validate } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import { authorizeCaller } from '../auth/authorize.ts';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../http/errors.ts';
import { storedMediaUrl } from '../media/public-urls.ts';
import { registerMediaRoute } from '../media/route.ts';
import { mediaStorageFor, publicMediaBase } from '../media/storage.ts';
import type { Services } from '../services.ts';
import { multipartSaves } from './routes.ts';
import { discardUploads, readMultipartSave, SaveRefusal } from './uploads.ts';

/**
 * The content saves' multipart bodies and the media they bring. A save is checked for its
 * session and permission before a byte of its files is read, so nobody signed out can fill
 * the disk; every other call refuses a multipart body, and a save refuses JSON (415).
 */
export async function registerContentHttp(app: FastifyInstance, services: Services) {
  const storage = mediaStorageFor(services.config);
  const publicBase = publicMediaBase(services.config);
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
      const values = await readMultipartSave(request, { definition: save.definition, storage });
      // A file kept as it was comes back under the URL it was answered with.
      for (const field of allFields(save.definition))
        if (field.kind === 'file' && field.key in values)
          values[field.key] = storedMediaUrl(values[field.key], publicBase);
      request.body = values;
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

  registerMediaRoute(app, { storage, publicBase });
}
