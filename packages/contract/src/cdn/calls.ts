import { z } from 'zod';
import { cdnPurgeAnswer, cdnTypeStatusAnswer, cdnZoneAnswer, purgeResultAnswer } from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { access } from '../permissions.ts';
import { noInput } from '../rules.ts';
import { clearFilesInput, clearZoneInput } from './rules.ts';

/** The cdn area's calls; spread into the contract's one call table. */
export const cdnCalls = {
  'clear-cdn-service/get-zones': { input: noInput, access: access.cdn.any, output: z.array(cdnZoneAnswer) },
  'clear-cdn-service/clear-zone': {
    input: clearZoneInput,
    access: access.cdn.any,
    output: purgeResultAnswer,
  },
  'clear-cdn-service/clear-files': {
    input: clearFilesInput,
    access: access.cdn.any,
    output: purgeResultAnswer,
  },
  'clear-cdn-service/get-cdn-types': {
    input: noInput,
    access: access.cdn.any,
    output: z.array(cdnTypeStatusAnswer),
  },
  'clear-cdn-service/get-recent-purges': {
    input: noInput,
    access: access.cdn.any,
    output: z.array(cdnPurgeAnswer),
  },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const cdnCallDescriptions: Partial<Record<keyof typeof cdnCalls, string>> = {
  'clear-cdn-service/get-zones': 'Every zone of every configured CDN type, with its zone_id and domain.',
  'clear-cdn-service/clear-zone':
    'Purges everything cached in one zone; type is needed only when both CDN types are configured.',
  'clear-cdn-service/clear-files':
    'Purges the given URLs (one per line or a list; empty lines dropped) from a zone, sent to the CDN in batches of 30.',
  'clear-cdn-service/get-cdn-types': 'Which CDN types this server is configured for.',
  'clear-cdn-service/get-recent-purges':
    'The latest purges, newest first: who, when, what and how each ended.',
};
