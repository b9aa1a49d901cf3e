import {
  daysBefore,
  getImpressionsInput,
  type ImpressionGrouping,
  impressionGroupings,
  type ProjectContentType,
  projectContentTypes,
  reportDefaultDays,
} from '@masthead/contract';

export interface ReportParams {
  dateFrom: string;
  groupBy: ImpressionGrouping;
}

export const isContentType = (value: string | undefined): value is ProjectContentType =>
  projectContentTypes.some((type) => type === value);

/**
 * The report's controls as the address keeps them (`?date_from=…&group_by=…`), so a report can
 * be bookmarked and shared; anything unreadable falls back to the defaults.
 */
export function readReportParams(params: URLSearchParams, today = new Date()): ReportParams {
  const defaults: ReportParams = { dateFrom: daysBefore(reportDefaultDays, today), groupBy: 'none' };
  const dateFrom = params.get('date_from');
  const groupBy = impressionGroupings.find((grouping) => grouping === params.get('group_by'));
  const isDateValid = dateFrom !== null && getImpressionsInput.shape.date_from.safeParse(dateFrom).success;
  return { dateFrom: isDateValid ? dateFrom : defaults.dateFrom, groupBy: groupBy ?? defaults.groupBy };
}
