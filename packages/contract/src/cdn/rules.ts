import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { requiredChoice, requiredPattern } from '../rules.ts';

/** Content spec section 9: the CDN types a purge can name. */
export const cdnTypes = ['cloudflare', 'maxcdn'] as const;
export type CdnType = (typeof cdnTypes)[number];

export const cdnLimits = {
  /** Cloudflare accepts at most 30 URLs per purge request; larger lists go in batches of this size. */
  batchSize: 30,
  /** URLs one clear-files call accepts; the page sends one call per batch. */
  urlsPerCall: 500,
  urlLength: 2048,
  zoneId: 64,
  /** Purges the page lists as recent. */
  recentPurges: 50,
} as const;

export const cdnMessage = {
  /** Content spec section 5, letter for letter. */
  invalidUrls: (positions: readonly number[]) =>
    `Some of urls are not valid ( urls: ${positions.join(', ')} )`,
  tooManyUrls: `should be at most ${cdnLimits.urlsPerCall} urls at once`,
  notConfigured: (type: CdnType) =>
    `${type} is not configured on this server, so nothing can be purged through it. An administrator sets ${cdnEnvironment[type].join(', ')} to enable it.`,
  chooseType: 'is required when more than one CDN type is configured',
} as const;

/** The environment variables that enable each type (README, "CDN cache"). */
export const cdnEnvironment: Record<CdnType, readonly string[]> = {
  cloudflare: ['CLOUDFLARE_API_TOKEN'],
  maxcdn: ['MAXCDN_ALIAS', 'MAXCDN_CONSUMER_KEY', 'MAXCDN_CONSUMER_SECRET'],
};

/** Banner titles of the spec's error catalogue (section 8). */
export const cdnBanner = {
  done: 'Purge done successfully',
  failed: 'Error while purge CDN cache',
} as const;

/**
 * Section 5: cloudflare purges absolute http(s) URLs with a host; maxcdn purges paths on the
 * zone's host, a slash then a letter.
 */
const absoluteHttpUrl =
  /^https?:\/\/(?:[^\s/?#@]+@)?(?:[^\s/?#:@[\]]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const isValidUrl: Record<CdnType, (url: string) => boolean> = {
  cloudflare: (url) => absoluteHttpUrl.test(url),
  maxcdn: (url) => /^\/[A-Za-z]\S*$/.test(url),
};

/** The 1-based positions of the URLs the type cannot purge. */
export const invalidUrlPositions = (type: CdnType, urls: readonly string[]) =>
  urls.flatMap((url, index) => (isValidUrl[type](url) ? [] : [index + 1]));

/** The textarea's lines as the purge sends them: trimmed, empty lines dropped. */
export const urlLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Zone ids go into the CDN's request path, so they are plain identifiers only. */
const zoneId = requiredPattern(new RegExp(`^[A-Za-z0-9_-]{1,${cdnLimits.zoneId}}$`), fieldMessage.invalid);

/** A list of URLs, or the textarea's text; either way empty lines are dropped before the rules run. */
const urlList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? urlLines(value)
      : Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? value.map((item) => item.trim()).filter((item) => item !== '')
        : value,
  z
    .array(z.string().max(cdnLimits.urlLength, fieldMessage.invalid), {
      error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
    })
    .min(1, fieldMessage.required)
    .max(cdnLimits.urlsPerCall, cdnMessage.tooManyUrls),
);

export const clearFilesInput = z
  .strictObject({ type: requiredChoice(cdnTypes), cdn_zone: zoneId, urls: urlList })
  .superRefine((input, context) => {
    const positions = invalidUrlPositions(input.type, input.urls);
    if (positions.length)
      context.addIssue({ code: 'custom', path: ['urls'], message: cdnMessage.invalidUrls(positions) });
  });

export const clearZoneInput = z.strictObject({
  zone_id: zoneId,
  /** Needed only when both types are configured. */
  type: z.enum(cdnTypes, { error: fieldMessage.invalid }).optional(),
});

export interface CdnZone {
  type: CdnType;
  zone_id: string;
  domain: string;
  /** The addresses the zone serves. */
  urls: string[];
}

export interface CdnTypeStatus {
  type: CdnType;
  configured: boolean;
  /** What enables it, for the page to say when it is not configured. */
  environment: readonly string[];
}

export type PurgeOutcome = 'success' | 'failure';

/** One purge as the log keeps it: who, when, what, and how it ended. */
export interface CdnPurge {
  id: number;
  at: string;
  username: string | null;
  type: CdnType;
  zone_id: string;
  /** Empty for a purge of the whole zone. */
  urls: string[];
  outcome: PurgeOutcome;
  error: string | null;
}

/** What a successful purge answers. */
export interface PurgeResult {
  type: CdnType;
  zone_id: string;
  /** How many URLs were purged; null for a whole zone. */
  purged: number | null;
  /** How many requests went to the CDN. */
  requests: number;
}

export const cdnLabels = {
  type: 'CDN type',
  cdn_zone: 'Zone',
  urls: 'URLs',
  zone_id: 'Zone ID',
  domain: 'Domain',
  at: 'When',
  username: 'Who',
  outcome: 'Outcome',
  error: 'Error',
} as const;
