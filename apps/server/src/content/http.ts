import fastifyMultipart from '@fastify/multipart';
import {
  allFields,
  type CallPath,
  type ContentTypeDefinition,
  calls,
  globalMessage,
  validate,
} from '@masthead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizeCaller } from '../auth/authorize.ts';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../http/errors.ts';
import { storedMediaUrl } from '../media/public-urls.ts';
import { registerMediaRoute } from '../media/route.ts';
import { mediaStorageFor, publicMediaBase } from '../media/storage.ts';
import type { Services } from '../services.ts';
import { multipartSaves } from './routes.ts';
import { discardUploads, hasUploads, readMultipartSave, SaveRefusal } from './uploads.ts';

/**
 * The content saves' multipart bodies and the media they bring. A save is checked for its
 * session and permission before a byte of its files is read, so nobody signed out can fill
 * the disk; every other call refuses a multipart body, and a save refuses JSON (415).
 */
export async function registerContentHttp(app: FastifyInstance, services: Services) {
  const storage = mediaStorageFor(services.config);
  const publicBase = publicMediaBase(services.config);
  await app.register(fastifyMultipart);

  /** A save's files read, checked and held, its other fields put in the body for validation. */
  const readSave = async (
    request: FastifyRequest,
    { definition, path }: { definition: ContentTypeDefinition; path: CallPath },
  ) => {
    await authorizeCaller(services, request, path);
    try {
      const values = await readMultipartSave(request, { definition, storage });
      // A file kept as it was comes back under the URL it was answered with.
      for (const field of allFields(definition))
        if (field.kind === 'file' && field.key in values)
          values[field.key] = storedMediaUrl(values[field.key], publicBase);
      request.body = values;
    } catch (error) {
      // A refused save keeps none of its files; they go before the answer does.
      await discardUploads(request);
      if (!(error instanceof SaveRefusal)) throw error;
      // The other fields' messages come too, so the form shows every problem at once.
      const result = validate(calls[path].input, error.values);
      const messages = result.ok ? {} : result.messages;
      throw new AppError(error.statusCode, globalMessage.fixFields, { ...messages, ...error.messages });
    }
  };
  // Callbacks rather than async functions: every API request passes both hooks, and only a save
  // has anything to wait for.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRoute(request)) return done();
    const path = (request.routeOptions.url ?? '').slice('/api/'.length) as CallPath;
    const save = multipartSaves.get(path);
    if (save) return void readSave(request, { definition: save.definition, path }).then(() => done(), done);
    done(request.isMultipart() ? new AppError(415, globalMessage.unsupportedMediaType) : undefined);
  });
  // Whatever the answer, checked files the save did not take leave the scratch directory.
  app.addHook('onResponse', (request, _reply, done) => {
    if (!hasUploads(request)) return done();
    void discardUploads(request).then(() => done(), done);
  });

  registerMediaRoute(app, { storage, publicBase });
}
