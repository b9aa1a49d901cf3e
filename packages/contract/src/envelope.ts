import type { FieldMessages } from './validate.ts';

export type OkEnvelope<T> = { status: 'OK'; data: T };
export type ErrorEnvelope = {
  status: 'ERROR';
  message?: string;
  messages?: FieldMessages;
  /** On a server fault (5xx) only: the id of its log lines, for the user to quote. */
  requestId?: string;
};
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** The request body limit: larger bodies answer 413. */
export const maxBodyBytes = 1024 * 1024;
