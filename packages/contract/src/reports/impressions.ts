import type { ProjectContentType } from '../project.ts';

/** The report's Group by choices (content spec section 2), in the select's order. */
export const impressionGroupings = ['none', 'content', 'project', 'content_project'] as const;
export type ImpressionGrouping = (typeof impressionGroupings)[number];
export const impressionGroupingLabels: Record<ImpressionGrouping, string> = {
  none: 'None',
  content: 'Content',
  project: 'Project',
  content_project: 'Content and project',
};

/** Content spec section 9: the report starts 7 days ago unless a From date is given. */
export const reportDefaultDays = 7;

/** A calendar day as the API writes it, in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The day `days` before `today` (UTC), e.g. the report's default From date. */
export const daysBefore = (days: number, today: Date = new Date()) =>
  isoDay(new Date(today.getTime() - days * 86_400_000));

/**
 * One report row. Grouping sums over what it leaves out, so a row grouped by content has no
 * project and no date (null), and `id` numbers the rows of one answer from 1.
 */
export interface ImpressionRow {
  id: number;
  content_id: number | null;
  content_name: string | null;
  date: string | null;
  project_id: number | null;
  project_name: string | null;
  impressions: number;
  content_type: ProjectContentType;
}

export interface DailyImpressions {
  date: string;
  impressions: number;
}

/** The chart's answer: the days with impressions from the From date on, and the type's last day. */
export interface ImpressionDays {
  /** Oldest first; days without impressions are left out. */
  days: DailyImpressions[];
  /**
   * The latest day any impressions of the type were counted, whatever the From date (null when
   * none ever were), so an empty report can say whether data stopped or never came.
   */
  last_date: string | null;
}

export const impressionRowLabels: Record<keyof ImpressionRow, string> = {
  id: 'ID',
  content_id: 'Content ID',
  content_name: 'Content Name',
  date: 'Date',
  project_id: 'Project ID',
  project_name: 'Project Name',
  impressions: 'Impressions',
  content_type: 'Content Type',
};

/** What one ingestion call may carry, so a batch stays one quick statement. */
export const impressionLimits = { batchRows: 1000, countPerRow: 1_000_000 } as const;

export const reportMessage = {
  batchTooLarge: `should hold at most ${impressionLimits.batchRows} rows; send larger loads in several batches`,
  batchEmpty: 'should hold at least one row',
  count: `should be a whole number from 1 to ${impressionLimits.countPerRow}`,
  futureDate: 'should not be later than tomorrow (UTC)',
  unknownContent: 'is not the id of a content item',
  unknownProject: 'is not the id of a project',
  apiKeyMissing: 'This call needs an API key: send it as the header "Authorization: Bearer <key>".',
  apiKeyInvalid:
    'This API key is not valid or has been revoked. Ask a user holding content_report for a new one.',
} as const;

export interface RecordedImpressions {
  /** Rows of the batch added to the daily counts. */
  rows: number;
  /** Impressions they added together. */
  impressions: number;
}

export const apiKeyLimits = { name: 45 } as const;

/** An API key as lists show it; the key itself is never stored, only its SHA-256. */
export interface ApiKey {
  id: number;
  name: string;
  created_by: string | null;
  creation_datetime: string;
  last_used_datetime: string | null;
  revoked_datetime: string | null;
}

/** The answer to creating a key: the only time the key is shown. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export const apiKeyLabels: Record<keyof CreatedApiKey, string> = {
  id: 'ID',
  name: 'Name',
  key: 'Key',
  created_by: 'Created by',
  creation_datetime: 'Created',
  last_used_datetime: 'Last used',
  revoked_datetime: 'Revoked',
};
