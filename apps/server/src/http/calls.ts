import {
  type CallOutput,
  type CallParsed,
  type CallPath,
  calls,
  globalMessage,
  type LoggedUser,
  type SessionUser,
  validate,
} from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ActingToken, runAsToken } from '../auth/acting-token.ts';
import { authorizeCaller, type SessionStatement } from '../auth/authorize.ts';
import type { SessionRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { JsonText } from '../db/json-list.ts';
import { publicMediaAnswers } from '../media/public-urls.ts';
import { publicMediaBase } from '../media/storage.ts';
import { authenticateApiKey } from '../reports/api-keys.ts';
import type { Services } from '../services.ts';
import { ok } from './envelope.ts';
import { AppError, validationError } from './errors.ts';
import { StreamedFile } from './streamed-file.ts';

/** Calls made without a session: public ones, and those of the publisher's sites with an API key. */
type IsSessionless<P extends CallPath> = (typeof calls)[P]['access'] extends 'public' | 'api-key'
  ? true
  : false;

export interface CallContext<P extends CallPath> {
  input: CallParsed<P>;
  /**
   * The signed-in user; public and API key calls are made without one. While the session
   * views as another user, that user (read-only: calls that change anything never get here).
   */
  user: IsSessionless<P> extends true ? null : SessionUser;
  /** The user really signed in, whether or not the session views as another. */
  signedIn: IsSessionless<P> extends true ? null : LoggedUser;
  /** The session's id, for calls that end or renew it. */
  sessionId: IsSessionless<P> extends true ? null : string;
  /** The API key an 'api-key' call was made with. */
  apiKeyId: number | null;
  persistent: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

/**
 * A read made in the session check's own statement (authorizeCaller): the statement, and the
 * call's answer made from its row once the caller is allowed.
 */
export interface ReadAlongSession<Output> {
  statement: SessionStatement<SessionRow>;
  answer(row: SessionRow): Output;
}

/** A ReadAlongSession whose answer is typed by the row its statement reads. */
export const readAlongSession = <Row extends SessionRow, Output>(
  statement: SessionStatement<Row>,
  answer: (row: Row) => Output,
): ReadAlongSession<Output> => ({ statement, answer: answer as (row: SessionRow) => Output });

/**
 * A handler answers with the value, the database's JSON text of it (lists), or a file (exports).
 * A hot read may also say how its data is read along the session check (`alongSession`): a
 * signed-in browser's call then costs one round trip to the database, not two, and the handler
 * serves the calls made with an API token.
 */
export type CallHandler<P extends CallPath> = ((
  context: CallContext<P>,
) => Promise<CallOutput<P> | JsonText<CallOutput<P>> | StreamedFile>) & {
  alongSession?: (db: Db, input: CallParsed<P>) => ReadAlongSession<CallOutput<P>>;
};
export type CallHandlers<P extends CallPath = CallPath> = { [K in P]: CallHandler<K> };

/** An area's handlers, checked against the contract's table. */
export const defineHandlers = <P extends CallPath>(handlers: CallHandlers<P>) => handlers;

/**
 * One route per call of the contract, each in the same order: same-site check,
 * authenticate, authorize (default deny: the table names who may call), validate, act,
 * present. The `handlers` type makes a call without a handler fail to compile. Calls for an
 * API key, and calls made with a personal API token, are made by scripts, not browsers: they
 * carry no cookie a foreign page could borrow, so the key or token alone decides.
 */
export function registerCalls(app: FastifyInstance, services: Services, handlers: CallHandlers) {
  const media = publicMediaAnswers(publicMediaBase(services.config));
  for (const path of Object.keys(calls) as CallPath[]) {
    const definition = calls[path];
    const handler = handlers[path] as CallHandler<CallPath>;
    app.post(`/api/${path}`, async (request, reply) => {
      let user: SessionUser | null = null;
      let signedIn: LoggedUser | null = null;
      let sessionId: string | null = null;
      let persistent = false;
      let apiKeyId: number | null = null;
      let token: ActingToken | null = null;
      // No body at all reads as an empty form, so each required field says so. Validated before
      // the caller is known, since a read along the session needs its input; refused only after,
      // so that a caller without a session or permission learns nothing of what it sent.
      const result = validate(definition.input, request.body ?? {});
      const along = result.ok ? handler.alongSession?.(services.db, result.data as never) : undefined;
      let row: SessionRow | undefined;
      if (definition.access === 'api-key') {
        apiKeyId = await authenticateApiKey(services.db, request);
      } else {
        const caller = await authorizeCaller(services, request, path, along?.statement);
        if (caller) ({ user, signedIn, sessionId, persistent } = caller);
        if (caller && 'token' in caller) token = caller.token;
        if (caller && 'row' in caller) row = caller.row;
      }
      if (!result.ok) throw validationError(result.messages);
      const data =
        along && row
          ? along.answer(row)
          : await runAsToken(token, () =>
              handler({
                input: result.data as never,
                user: user as never,
                signedIn: signedIn as never,
                sessionId: sessionId as never,
                apiKeyId,
                persistent,
                request,
                reply,
                services,
              }),
            );
      if (data instanceof StreamedFile) {
        const { body, contentType, fileName, headers = {} } = data.file;
        reply.headers(headers).type(contentType);
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        reply.header('cache-control', 'no-store');
        return body;
      }
      if (data instanceof JsonText) {
        const json = media ? media.list(data) : data;
        reply.type('application/json; charset=utf-8');
        if (json.text.length < 1024 || !acceptsGzip(request)) return json.envelope();
        // Compressed here rather than by the compress plugin: a cached list is compressed once.
        reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
        return json.gzippedEnvelope();
      }
      if (!media) return ok(data);
      reply.type('application/json; charset=utf-8');
      return media.text(JSON.stringify(ok(data)));
    });
  }
  // Anything else under /api answers in the envelope too, never with the web app's page.
  const refuseOtherRequests = async (request: FastifyRequest) => {
    // The router's decoded rest of the path, so '/%61pi/toString' is judged as '/api/toString'.
    const path = (request.params as { '*'?: string })['*'] ?? '';
    // Own entries only: 'toString' or '__proto__' are names every object inherits, not calls.
    const isCall = Object.hasOwn(calls, path);
    throw new AppError(
      isCall ? 405 : 404,
      isCall ? globalMessage.methodNotAllowed : globalMessage.unknownCall,
    );
  };
  app.all('/api', refuseOtherRequests);
  app.all('/api/*', refuseOtherRequests);
}

/** Whether the client takes gzip: named in Accept-Encoding and not refused with q=0. */
function acceptsGzip(request: FastifyRequest) {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (name === 'gzip' || name === '*') && Number(q?.slice(2) ?? 1) > 0;
    });
}
