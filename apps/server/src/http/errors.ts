import type { FieldMessages } from '@masthead/contract';
import { globalMessage } from '@masthead/contract';

/** An answer the user can act on, mapped to the envelope in one place (http/envelope.ts). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string | undefined,
    readonly messages?: FieldMessages,
  ) {
    super(message ?? '');
  }
}

/** Field errors always come with the same global line, whether the contract or a service found them. */
export const validationError = (messages: FieldMessages) =>
  new AppError(400, globalMessage.fixFields, messages);
export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });
export const badRequest = (message: string) => new AppError(400, message);
export const notSignedIn = (message: string = globalMessage.sessionExpired) => new AppError(401, message);
export const permissionDenied = (anyOf: readonly string[]) =>
  new AppError(403, globalMessage.permissionDenied(anyOf));
export const notFound = (what: string) => new AppError(404, globalMessage.notFound(what));
export const tooManyRequests = (message: string) => new AppError(429, message);
