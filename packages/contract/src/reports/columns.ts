import type { ListColumn } from '../export/types.ts';
import { projectContentTypes } from '../project.ts';
import {
  daysBefore,
  type ImpressionGrouping,
  type ImpressionRow,
  impressionRowLabels,
  reportDefaultDays,
} from './impressions.ts';

/** The report's columns as the API answers them: a row per content item, project and day. */
export const impressionColumns: readonly ListColumn<ImpressionRow>[] = [
  { id: 'id', header: impressionRowLabels.id, kind: 'id' },
  { id: 'content_id', header: impressionRowLabels.content_id, kind: 'number' },
  { id: 'content_name', header: impressionRowLabels.content_name },
  { id: 'date', header: impressionRowLabels.date, kind: 'date' },
  { id: 'project_id', header: impressionRowLabels.project_id, kind: 'number' },
  { id: 'project_name', header: impressionRowLabels.project_name },
  { id: 'impressions', header: impressionRowLabels.impressions, kind: 'number' },
  { id: 'content_type', header: impressionRowLabels.content_type, choices: projectContentTypes },
];

/** What a grouped row holds where the API leaves a summed-over field empty. */
export const impressionGroupWords = {
  allContent: 'All content',
  allProjects: 'All projects',
  allDays: (dateFrom: string) => `All days from ${dateFrom}`,
} as const;

type Covering = { name: keyof ImpressionRow; id?: keyof ImpressionRow; words: (dateFrom: string) => string };

/** The fields a grouping may sum over: the one that names it, the one that identifies it. */
const coverings = {
  content: { id: 'content_id', name: 'content_name', words: () => impressionGroupWords.allContent },
  project: { id: 'project_id', name: 'project_name', words: () => impressionGroupWords.allProjects },
  date: { name: 'date', words: impressionGroupWords.allDays },
} as const satisfies Record<string, Covering>;

/** What each grouping sums over (the server answers null there). */
const summedOver: Record<ImpressionGrouping, readonly Covering[]> = {
  none: [],
  content: [coverings.project, coverings.date],
  project: [coverings.content, coverings.date],
  content_project: [coverings.date],
};

/**
 * The report's columns for one grouping and From date, in the table and in its CSV alike: a row
 * summed over projects reads 'All projects' rather than a blank, one summed over days reads
 * 'All days from 2026-11-16', and ids stay empty. Those columns are not filtered: every row
 * holds the same there.
 */
export function impressionColumnsFor({
  group_by = 'none',
  date_from = daysBefore(reportDefaultDays),
}: {
  group_by?: ImpressionGrouping;
  date_from?: string;
}): readonly ListColumn<ImpressionRow>[] {
  const summed = summedOver[group_by];
  if (summed.length === 0) return impressionColumns;
  return impressionColumns.map((column): ListColumn<ImpressionRow> => {
    const named = summed.find((covering) => covering.name === column.id);
    if (named) {
      const words = named.words(date_from);
      return { ...column, kind: 'text', accessor: () => words, filterable: false };
    }
    const identified = summed.some((covering) => 'id' in covering && covering.id === column.id);
    return identified ? { ...column, filterable: false } : column;
  });
}
