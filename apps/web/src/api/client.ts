import {
  type CallInput,
  type CallOutput,
  type CallPath,
  type Envelope,
  type FieldMessages,
  globalMessage,
} from '@masthead/contract';
import { takeEarlyCall } from './earlyCalls.ts';
import { askForPassword } from './passwordPrompt.ts';
import { postJson, postWithUploadProgress, type RawAnswer, type UploadProgress } from './transport.ts';

/** Shown when the server cannot be reached at all; only the browser can meet this situation. */
export const networkErrorMessage =
  'The server cannot be reached. Please check your connection and try again.';

/**
 * A call that did not answer OK. `message` is the server's global message, or else the first
 * field message, so a banner always has something to say; `messages` keeps every field's list.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly messages: FieldMessages;

  constructor({
    status,
    message,
    messages = {},
  }: { status: number; message: string; messages?: FieldMessages }) {
    super(message);
    this.status = status;
    this.messages = messages;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The first message of every field, the way forms show them beside their inputs. */
export const firstFieldMessages = (messages: FieldMessages): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([field, list]) => (list[0] === undefined ? [] : [[field, list[0]]])),
  );

/** Calls whose input may be left out (no body, or an optional one) take it as an optional argument. */
export type CallArgs<P extends CallPath> =
  undefined extends CallInput<P> ? [input?: CallInput<P>] : [input: CallInput<P>];

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * Lets the app react to every failed call in one place (session expired, permission denied),
 * whether the call came from a query, a mutation or a plain `call()`.
 */
export function onCallError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

const firstOf = (messages: FieldMessages | undefined) =>
  Object.values(messages ?? {}).find((list) => list.length > 0)?.[0];

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    return JSON.parse(text) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** The envelope's data when the call answered OK; otherwise the ApiError its answer tells of. */
function dataOf({ status, text }: RawAnswer): unknown {
  const envelope = parseEnvelope(text);
  const isOk = status >= 200 && status < 300;
  if (envelope?.status === 'OK' && isOk) return envelope.data;
  const failure = envelope?.status === 'ERROR' ? envelope : undefined;
  throw new ApiError({
    status,
    message: failure?.message ?? firstOf(failure?.messages) ?? globalMessage.unexpected,
    messages: failure?.messages,
  });
}

const accept = { Accept: 'application/json' };

/**
 * A JSON body through fetch, or a multipart one (content saves with files) through
 * XMLHttpRequest, which alone reports how much of the body has been sent; the browser sets
 * the multipart boundary. Both answers are read the same way.
 */
async function send(
  path: CallPath,
  body: { json: unknown } | { form: FormData; onProgress?: (progress: UploadProgress) => void },
): Promise<unknown> {
  const url = `/api/${path}`;
  let answer: RawAnswer;
  try {
    answer =
      'form' in body
        ? await postWithUploadProgress(url, { body: body.form, headers: accept, onProgress: body.onProgress })
        : // The same call, started by the page before the app's code ran, is answered once.
          await (takeEarlyCall(path, body.json) ?? postJson(url, body.json));
  } catch {
    throw new ApiError({ status: 0, message: networkErrorMessage });
  }
  return dataOf(answer);
}

/**
 * Makes one call of the contract's table: `POST /api/<path>` with a JSON body. Resolves with
 * the envelope's data; rejects with an ApiError after the global listeners have seen it.
 */
export async function call<P extends CallPath>(path: P, ...[input]: CallArgs<P>): Promise<CallOutput<P>> {
  return notifyingFailures(() =>
    afterPasswordIfAsked(() => send(path, { json: input }) as Promise<CallOutput<P>>),
  );
}

/** A call refused until the password is confirmed goes again once the user has given it. */
async function afterPasswordIfAsked<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isApiError(error) || error.message !== globalMessage.confirmPassword) throw error;
    if (!(await askForPassword())) throw error;
    return attempt();
  }
}

/**
 * The same call, whose failure only its caller hears: for loading ahead of a screen
 * (api/prefetch.ts), which meets any failure again, and tells of it, when it asks itself.
 */
export async function callQuietly<P extends CallPath>(
  path: P,
  ...[input]: CallArgs<P>
): Promise<CallOutput<P>> {
  return send(path, { json: input }) as Promise<CallOutput<P>>;
}

/**
 * The same call with a multipart/form-data body, for the calls that take files (content create
 * and update): plain fields as strings, lists and objects as JSON strings, files as parts.
 * `onProgress` hears how much of the body has been sent, for a progress bar.
 */
export async function callMultipart<P extends CallPath>(
  path: P,
  form: FormData,
  { onProgress }: { onProgress?: (progress: UploadProgress) => void } = {},
): Promise<CallOutput<P>> {
  return notifyingFailures(() => send(path, { form, onProgress }) as Promise<CallOutput<P>>);
}

export async function notifyingFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isApiError(error)) for (const listener of errorListeners) listener(error);
    throw error;
  }
}
