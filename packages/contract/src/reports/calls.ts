import { z } from 'zod';
import {
  apiKeyAnswer,
  createdApiKeyAnswer,
  impressionDaysAnswer,
  impressionRowAnswer,
  recordedImpressionsAnswer,
} from '../answers.ts';
import type { CallDefinition } from '../call-definition.ts';
import { access } from '../permissions.ts';
import { byId, noInput } from '../rules.ts';
import {
  createApiKeyInput,
  getDailyImpressionsInput,
  getImpressionsInput,
  recordImpressionsInput,
} from './inputs.ts';

const service = 'stat-content-impression-service';

/**
 * Who may list, create and revoke the keys sites record impressions with: whoever reads the
 * reports. The report page offers keys, and says how data arrives, to them alone.
 */
export const apiKeyAccess = access.reports.any;

/** The impression reports' calls; spread into the contract's one call table. */
export const reportCalls = {
  [`${service}/get-impressions`]: {
    input: getImpressionsInput,
    access: access.reports.any,
    output: z.array(impressionRowAnswer),
  },
  [`${service}/get-daily-impressions`]: {
    input: getDailyImpressionsInput,
    access: access.reports.any,
    output: impressionDaysAnswer,
  },
  [`${service}/record-impressions`]: {
    input: recordImpressionsInput,
    access: 'api-key',
    output: recordedImpressionsAnswer,
  },
  [`${service}/get-api-keys`]: { input: noInput, access: apiKeyAccess, output: z.array(apiKeyAnswer) },
  [`${service}/create-api-key`]: {
    input: createApiKeyInput,
    access: apiKeyAccess,
    output: createdApiKeyAnswer,
  },
  [`${service}/revoke-api-key`]: { input: byId, access: apiKeyAccess, output: apiKeyAnswer },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const reportCallDescriptions: Partial<Record<keyof typeof reportCalls, string>> = {
  [`${service}/get-impressions`]:
    'Impressions of one content type from date_from (default 7 days ago), per day or summed by content, project or both.',
  [`${service}/get-daily-impressions`]:
    'Impressions of one content type per day from date_from (default 7 days ago), for the report chart, and last_date: the latest day any impressions of the type were counted (null when none ever were).',
  [`${service}/record-impressions`]:
    "Adds a batch of up to 1000 rows {content_id, project_id, date?, count?} to the daily counts; made by a publisher's site with an API key.",
  [`${service}/get-api-keys`]: 'Lists the API keys for recording impressions, revoked ones included.',
  [`${service}/create-api-key`]:
    'Creates an API key for recording impressions; the answer is the only time the key is shown.',
  [`${service}/revoke-api-key`]: 'Revokes an API key: calls made with it are refused from then on.',
};
