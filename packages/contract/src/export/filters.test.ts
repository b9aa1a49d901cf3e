import { describe, expect, it } from 'vitest';
import { game } from '../content/types/game.ts';
import { quiz } from '../content/types/quiz.ts';
import { entityListColumns } from '../entities/columns.ts';
import { legalDocumentEntity, projectEntity, tagEntity } from '../entities/types/index.ts';
import { impressionColumns } from '../reports/columns.ts';
import { filterKindOf, filterProblem, readFilter, writeFilter } from './filters.ts';
import { contentListColumns } from './lists.ts';
import { filterMessage } from './messages.ts';
import type { ViewColumn } from './types.ts';
import { viewPositions } from './view.ts';

const kinds = (columns: readonly ViewColumn<never>[]) =>
  Object.fromEntries(columns.map((column) => [column.id, filterKindOf(column)]));

describe('each column’s filter kind, derived from the definitions', () => {
  it('picks choices for fixed sets, exact numbers for ids, ranges for dates, contains for text', () => {
    expect(kinds(entityListColumns(projectEntity))).toEqual({
      id: 'number',
      factor_id: 'number',
      name: 'text',
      legal_name: 'text',
      tld: 'text',
      content_type: 'choice',
      status: 'choice',
      supports_https: 'choice',
      http_locked: 'choice',
      creation_datetime: 'dateRange',
      update_datetime: 'dateRange',
    });
    expect(kinds(contentListColumns(game))).toMatchObject({
      id: 'number',
      title: 'text',
      technology: 'choice',
      status: 'choice',
      creation_datetime: 'dateRange',
    });
    expect(kinds(contentListColumns(quiz))).toMatchObject({ quiz_type: 'choice' });
    expect(kinds(entityListColumns(legalDocumentEntity))).toMatchObject({ type: 'choice', level: 'choice' });
    expect(kinds(entityListColumns(tagEntity))).toMatchObject({ level: 'choice', status: 'choice' });
    expect(kinds(impressionColumns)).toMatchObject({ content_type: 'choice', date: 'dateRange' });
  });

  it('offers a choice column’s values with the definition’s readable names', () => {
    const level = entityListColumns(legalDocumentEntity).find((column) => column.id === 'level');
    expect(level?.choices).toEqual(['GLOBAL', 'PROJECT', 'CONTENT_TYPE']);
    expect(level?.choiceLabels?.CONTENT_TYPE).toBe('Content type');
  });
});

describe('readFilter', () => {
  const status = { kind: 'status' } as const;
  const tags = { filter: 'choice' } as const;
  const date = { kind: 'date' } as const;

  it('reads choice codes in any case, each once, and ids for a relation', () => {
    expect(readFilter(status, 'ACTIVE')).toEqual({ kind: 'choice', values: ['ACTIVE'] });
    expect(readFilter(status, 'inactive, ACTIVE,,Active')).toEqual({
      kind: 'choice',
      values: ['INACTIVE', 'ACTIVE'],
    });
    expect(readFilter(tags, '3,7')).toEqual({ kind: 'choice', values: ['3', '7'] });
    expect(readFilter(status, 'ACT')).toBe('invalid');
    expect(readFilter(tags, '3,x')).toBe('invalid');
  });

  it('reads a range of days with either end open, and one day as that day', () => {
    expect(readFilter(date, '2026-01-01..2026-03-31')).toEqual({
      kind: 'dateRange',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(readFilter(date, '..2026-03-31')).toEqual({ kind: 'dateRange', from: null, to: '2026-03-31' });
    expect(readFilter(date, '2026-02-01')).toEqual({
      kind: 'dateRange',
      from: '2026-02-01',
      to: '2026-02-01',
    });
    for (const bad of ['..', '2026-03-31..2026-01-01', '2026-02-30..', '2026-1-1..', 'a..b..c'])
      expect(readFilter(date, bad), bad).toBe('invalid');
  });

  it('reads exact numbers, and blanks as no filter', () => {
    expect(readFilter({ kind: 'id' }, ' 42 ')).toEqual({ kind: 'number', value: 42 });
    expect(readFilter({ kind: 'id' }, '4a')).toBe('invalid');
    for (const notAnId of ['1.5', '-1', '0'])
      expect(readFilter({ kind: 'id' }, notAnId), notAnId).toBe('invalid');
    expect(filterProblem({ kind: 'id' }, '1.5')).toBe(filterMessage.id);
    expect(readFilter({ kind: 'number' }, '-1.5')).toEqual({ kind: 'number', value: -1.5 });
    expect(readFilter({ kind: 'id' }, '  ')).toBeNull();
    expect(readFilter(status, ' , ')).toBeNull();
  });

  it('writes what it reads', () => {
    for (const [column, text] of [
      [status, 'ACTIVE,INACTIVE'],
      [date, '2026-01-01..'],
      [{ kind: 'id' }, '7'],
    ] as const) {
      const filter = readFilter(column, text);
      if (filter === null || filter === 'invalid') throw new Error(text);
      expect(writeFilter(filter)).toBe(text);
    }
  });

  it('says what a filter should be', () => {
    expect(filterProblem(status, 'MAYBE')).toBe(filterMessage.choice(['ACTIVE', 'INACTIVE']));
    expect(filterProblem(date, 'yesterday')).toBe(filterMessage.dateRange);
    expect(filterProblem({ kind: 'id' }, 'one')).toBe(filterMessage.id);
    expect(filterProblem({ kind: 'number' }, 'one')).toBe(filterMessage.number);
    expect(filterProblem(status, 'ACTIVE')).toBeNull();
  });
});

describe('a view’s exact filters and search', () => {
  interface Row {
    id: number;
    name: string;
    status: string;
    level: string[];
    created: string;
  }
  const columns: ViewColumn<Row>[] = [
    { id: 'id', kind: 'id' },
    { id: 'name' },
    { id: 'status', kind: 'status' },
    {
      id: 'level',
      choices: ['game', 'quiz', 'recipe'],
      accessor: (row) => row.level.join(', '),
      filterValues: (row) => row.level,
    },
    { id: 'created', kind: 'date' },
  ];
  const rows: Row[] = [
    { id: 1, name: 'Alpha', status: 'ACTIVE', level: ['game'], created: '2026-01-01 08:00:00' },
    { id: 11, name: 'Beta', status: 'INACTIVE', level: ['quiz', 'recipe'], created: '2026-03-31 23:59:59' },
    { id: 111, name: 'Émile', status: 'ACTIVE', level: [], created: '2026-04-01 00:00:00' },
  ];
  const ids = (view: Parameters<typeof viewPositions<Row>>[2]) =>
    viewPositions(rows, columns, view).map((position) => rows[position]?.id);

  it('matches choices exactly, a listed cell by any of its values', () => {
    expect(ids({ sort: null, filters: { status: 'ACTIVE' } })).toEqual([1, 111]);
    expect(ids({ sort: null, filters: { level: 'recipe,game' } })).toEqual([1, 11]);
  });

  it('matches ids exactly and days within the range, both ends included', () => {
    expect(ids({ sort: null, filters: { id: '11' } })).toEqual([11]);
    expect(ids({ sort: null, filters: { created: '2026-01-01..2026-03-31' } })).toEqual([1, 11]);
    expect(ids({ sort: null, filters: { created: '2026-04-01..' } })).toEqual([111]);
  });

  it('searches the visible columns only, any case and accents', () => {
    expect(ids({ sort: null, filters: {}, search: 'EMILE' })).toEqual([111]);
    expect(ids({ sort: null, filters: {}, search: 'recipe' })).toEqual([11]);
    expect(ids({ sort: null, filters: {}, search: 'recipe', columns: ['id', 'name'] })).toEqual([]);
    expect(ids({ sort: null, filters: {}, search: '11' })).toEqual([11, 111]);
  });
});
