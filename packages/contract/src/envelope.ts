import type { FieldMessages } from './validate.ts';

export type OkEnvelope<T> = { status: 'OK'; data: T };
export type ErrorEnvelope = { status: 'ERROR'; message?: string; messages?: FieldMessages };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** The request body limit: larger bodies answer 413. */
export const maxBodyBytes = 1024 * 1024;
