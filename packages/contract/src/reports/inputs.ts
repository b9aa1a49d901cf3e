import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { projectContentTypes } from '../project.ts';
import { id, requiredChoice, requiredText } from '../rules.ts';
import { apiKeyLimits, impressionGroupings, impressionLimits, isoDay, reportMessage } from './impressions.ts';

/**
 * The reports' rules, apart from their data (impressions.ts): the server and the forms run them,
 * while the report pages read the data without carrying zod.
 */

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
};

/** 'YYYY-MM-DD' naming a day that exists (no 2026-02-30), from the year 2000 on. */
export const day = z
  .string({ error: fieldMessage.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage.invalid)
  .refine((value) => isRealDay(value) && value >= '2000-01-01', fieldMessage.invalid);

export const getImpressionsInput = z.strictObject({
  content_type: requiredChoice(projectContentTypes),
  date_from: day.optional(),
  group_by: z.enum(impressionGroupings, { error: fieldMessage.invalid }).optional(),
});

/** The chart's input: the same type and From date, always per day. */
export const getDailyImpressionsInput = getImpressionsInput.omit({ group_by: true });

/** One row of an ingestion batch: `date` defaults to today (UTC), `count` to 1. */
export const impressionInputRow = z.strictObject({
  content_id: id,
  project_id: id,
  date: day.optional(),
  count: z
    .number({ error: reportMessage.count })
    .int(reportMessage.count)
    .min(1, reportMessage.count)
    .max(impressionLimits.countPerRow, reportMessage.count)
    .optional(),
});

export const recordImpressionsInput = z.strictObject({
  impressions: z
    .array(impressionInputRow, {
      error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
    })
    .min(1, reportMessage.batchEmpty)
    .max(impressionLimits.batchRows, reportMessage.batchTooLarge),
});
export type ImpressionInputRow = z.output<typeof impressionInputRow>;

/** Half of a UTF-16 pair alone cannot be stored as UTF-8 (nor in the audit's JSON). */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const createApiKeyInput = z.strictObject({
  name: requiredText(apiKeyLimits.name).refine((name) => !loneSurrogate.test(name), fieldMessage.invalid),
});
