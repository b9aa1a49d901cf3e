import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { impressionInputRow, impressionLimits, validate } from '@masthead/contract';
import type { Db } from '../db/client.ts';
import {
  addImpressions,
  completeRow,
  futureDateMessages,
  type ImpressionRow,
  unknownIdMessages,
} from './ingestion.ts';

export const csvHeader = 'content_id,project_id,date,count';

export interface BadLine {
  line: number;
  reason: string;
}

export interface ImportSummary {
  lines: number;
  rows: number;
  impressions: number;
  badLines: number;
}

const wholeNumber = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : text);

/** One CSV line as an ingestion row, or what is wrong with it in the API's words. */
export function parseLine(text: string): { row: ImpressionRow } | { reason: string } {
  const cells = text.split(',').map((cell) => cell.trim());
  if (cells.length < 2 || cells.length > 4) return { reason: `expected ${csvHeader}` };
  const [contentId = '', projectId = '', date = '', count = ''] = cells;
  const result = validate(impressionInputRow, {
    content_id: wholeNumber(contentId),
    project_id: wholeNumber(projectId),
    ...(date ? { date } : {}),
    ...(count ? { count: wholeNumber(count) } : {}),
  });
  if (!result.ok)
    return {
      reason: Object.entries(result.messages)
        .map(([field, messages]) => `${field} ${messages.join(', ')}`)
        .join('; '),
    };
  return { row: completeRow(result.data) };
}

/** "impressions.3.content_id" → the line of row 3 and "content_id …". */
function badLinesOf(messages: Record<string, string[]>, lineNumbers: readonly number[]): BadLine[] {
  return Object.entries(messages).flatMap(([key, list]) => {
    const [, index, field] = key.split('.');
    const line = lineNumbers[Number(index)];
    return line === undefined ? [] : [{ line, reason: `${field} ${list.join(', ')}` }];
  });
}

/**
 * Streams a CSV of `content_id,project_id,date,count` (header optional, date and count may be
 * empty: today and 1) into the daily counts, in batches the size the API takes, each one
 * statement. Good lines are added; each bad line is handed to `onBadLine` with its number.
 */
export async function importImpressions({
  db,
  input,
  onBadLine,
  onProgress,
}: {
  db: Db;
  input: Readable;
  onBadLine: (bad: BadLine) => void;
  onProgress?: (summary: ImportSummary) => void;
}): Promise<ImportSummary> {
  const summary: ImportSummary = { lines: 0, rows: 0, impressions: 0, badLines: 0 };
  const reportBad = (bad: BadLine) => {
    summary.badLines += 1;
    onBadLine(bad);
  };
  let batch: ImpressionRow[] = [];
  let lineNumbers: number[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const messages = { ...futureDateMessages(batch), ...(await unknownIdMessages(db, batch)) };
    const bad = badLinesOf(messages, lineNumbers);
    for (const line of bad) reportBad(line);
    const badIndexes = new Set(bad.map((line) => lineNumbers.indexOf(line.line)));
    const good = batch.filter((_, index) => !badIndexes.has(index));
    const added = await addImpressions(db, good);
    summary.rows += added.rows;
    summary.impressions += added.impressions;
    batch = [];
    lineNumbers = [];
    onProgress?.(summary);
  };
  for await (const text of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    summary.lines += 1;
    const line = text.replace(/^\uFEFF/, '');
    if (line.trim() === '' || (summary.lines === 1 && line.trim() === csvHeader)) continue;
    const parsed = parseLine(line);
    if ('reason' in parsed) {
      reportBad({ line: summary.lines, reason: parsed.reason });
      continue;
    }
    batch.push(parsed.row);
    lineNumbers.push(summary.lines);
    if (batch.length === impressionLimits.batchRows) await flush();
  }
  await flush();
  return summary;
}
