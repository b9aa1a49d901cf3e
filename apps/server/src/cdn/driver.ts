import type { CdnType, CdnZone } from '@masthead/contract';
import { AppError } from '../http/errors.ts';

/** What Masthead needs of a CDN; one implementation per type of the spec. */
export interface CdnDriver {
  type: CdnType;
  listZones(): Promise<CdnZone[]>;
  /** One request: at most `cdnLimits.batchSize` URLs; the service does the batching. */
  purgeFiles(zoneId: string, urls: readonly string[]): Promise<void>;
  purgeZone(zoneId: string): Promise<void>;
}

export const cdnName: Record<CdnType, string> = { cloudflare: 'Cloudflare', maxcdn: 'MaxCDN' };

/**
 * A CDN refused or failed a request, in words the user can act on. 502: the CDN answered with
 * an error or could not be reached; 429: it is limiting our requests, `retryAfterSeconds` says
 * for how long when it told us.
 */
export class CdnFailure extends AppError {
  constructor(
    statusCode: 429 | 502,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message);
  }
}

/** Retry-After is seconds or an HTTP date; anything else is unknown. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export const rateLimited = (type: CdnType, retryAfterSeconds: number | undefined) =>
  new CdnFailure(
    429,
    retryAfterSeconds === undefined
      ? `${cdnName[type]} is limiting purge requests right now. Please wait a minute and try again.`
      : `${cdnName[type]} is limiting purge requests right now. Please try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );

/** A short wait is worth it once; a long one is the user's to decide, so it is reported instead. */
const longestWaitSeconds = 5;

/**
 * Runs one CDN request; when the CDN asks to wait briefly (429 with a Retry-After of at most a
 * few seconds) it waits and tries once more, otherwise the 429 is reported with its wait.
 */
export async function withBriefRetry<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const wait =
      error instanceof CdnFailure && error.statusCode === 429 ? error.retryAfterSeconds : undefined;
    if (wait === undefined || wait > longestWaitSeconds) throw error;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    return request();
  }
}
