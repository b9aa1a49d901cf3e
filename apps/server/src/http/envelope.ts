import { type ErrorEnvelope, globalMessage, maxBodyBytes, type OkEnvelope } from '@masthead/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MediaUnavailable } from '../media/unavailable.ts';
import { AppError } from './errors.ts';
import { discardRestOfBody } from './linger.ts';

export const ok = <T>(data: T): OkEnvelope<T> => ({ status: 'OK', data });

/** Fastify's own refusals, in words a user can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: globalMessage.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: globalMessage.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: globalMessage.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: globalMessage.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: globalMessage.invalidJson,
  // @fastify/multipart's, for the content saves.
  FST_PARTS_LIMIT: globalMessage.multipartTooLarge,
  FST_FILES_LIMIT: globalMessage.multipartTooLarge,
  FST_FIELDS_LIMIT: globalMessage.multipartTooLarge,
  FST_REQ_FILE_TOO_LARGE: globalMessage.multipartTooLarge,
  FST_PROTO_VIOLATION: globalMessage.multipartInvalid,
  FST_INVALID_MULTIPART_CONTENT_TYPE: globalMessage.multipartInvalid,
  FST_MP_PREMATURE_CLOSE: globalMessage.multipartInvalid,
};

/**
 * PostgreSQL out of reach: refused or dropped connections, a server shutting down or starting
 * up (SQLSTATE classes 08 and 57P). The driver's error may sit under the ORM's as its cause.
 */
const unreachableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|08\w{3}|57P0[1-3])$/;
function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && unreachableCodes.test(code)) return true;
    if (/^Connection terminated/.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

function toEnvelope(error: FastifyError | AppError): { statusCode: number; body: ErrorEnvelope } {
  if (isDatabaseUnreachable(error))
    return { statusCode: 503, body: { status: 'ERROR', message: globalMessage.databaseUnavailable } };
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { status: 'ERROR' };
    if (error.message) body.message = error.message;
    if (error.messages) body.messages = error.messages;
    return { statusCode: error.statusCode, body };
  }
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known) return { statusCode: error.statusCode ?? 400, body: { status: 'ERROR', message: known } };
  if (error instanceof SyntaxError)
    return { statusCode: 400, body: { status: 'ERROR', message: globalMessage.invalidJson } };
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, body: { status: 'ERROR', message: error.message } };
  }
  return { statusCode: 500, body: { status: 'ERROR', message: globalMessage.unexpected } };
}

/**
 * Every failure leaves as the spec's envelope; a 500 is logged and never shows a stack. A
 * server fault also names its request: the user can quote it, and it finds the log line. The
 * answers a user acts on alone (4xx) stay as the spec writes them.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const { statusCode, body } = toEnvelope(error);
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') await discardRestOfBody(request.raw);
    if (error instanceof MediaUnavailable)
      // Its reason only: the storage SDK's own error may quote request details.
      request.log.error({ storage: error.reason }, `media storage unreachable (${error.operation})`);
    else if (statusCode === 503) request.log.error({ err: error }, 'database unreachable');
    else if (statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
    if (statusCode >= 500) body.requestId = request.id;
    return reply.code(statusCode).type('application/json').send(body);
  });
}

export const bodyLimit = maxBodyBytes;
