import { describe, expect, it } from 'vitest';
import { csvLine } from '../export/csv.ts';
import { readValue } from '../export/rowModel.ts';
import { impressionColumns, impressionColumnsFor } from './columns.ts';
import type { ImpressionRow } from './impressions.ts';

const row = (fields: Partial<ImpressionRow>): ImpressionRow => ({
  id: 1,
  content_id: null,
  content_name: null,
  date: null,
  project_id: null,
  project_name: null,
  impressions: 30,
  content_type: 'game',
  ...fields,
});

/** The cells of a row as the table shows them and the CSV writes them. */
const cells = (input: Parameters<typeof impressionColumnsFor>[0], fields: Partial<ImpressionRow>) =>
  impressionColumnsFor(input).map((column) => readValue(column, row(fields)));

describe('the report columns for a grouping', () => {
  it('keep every field of an ungrouped row as the API answers it', () => {
    expect(impressionColumnsFor({ group_by: 'none', date_from: '2026-11-01' })).toBe(impressionColumns);
  });

  it('say what a grouped row sums over instead of leaving Date, Content or Project blank', () => {
    const from = { date_from: '2026-11-01' };
    expect(cells({ ...from, group_by: 'content' }, { content_id: 4, content_name: 'Chess' })).toEqual([
      1,
      4,
      'Chess',
      'All days from 2026-11-01',
      null,
      'All projects',
      30,
      'game',
    ]);
    expect(cells({ ...from, group_by: 'project' }, { project_id: 3, project_name: 'Arcade' })).toEqual([
      1,
      null,
      'All content',
      'All days from 2026-11-01',
      3,
      'Arcade',
      30,
      'game',
    ]);
    expect(
      cells(
        { ...from, group_by: 'content_project' },
        { content_id: 4, content_name: 'Chess', project_id: 3, project_name: 'Arcade' },
      ),
    ).toEqual([1, 4, 'Chess', 'All days from 2026-11-01', 3, 'Arcade', 30, 'game']);
  });

  it('write the same words into the CSV, and filter none of the summed-over columns', () => {
    const columns = impressionColumnsFor({ group_by: 'content', date_from: '2026-11-01' });
    expect(
      csvLine(columns.map((column) => readValue(column, row({ content_id: 4, content_name: 'Chess' })))),
    ).toBe('1,4,Chess,All days from 2026-11-01,,All projects,30,game\r\n');
    expect(columns.filter((column) => column.filterable === false).map((column) => column.id)).toEqual([
      'date',
      'project_id',
      'project_name',
    ]);
  });
});
