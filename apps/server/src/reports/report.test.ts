import { daysBefore, type ImpressionRow } from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestApp } from '../../test/harness.ts';
import { bearer, insertContentItem, newApiKey } from './fixtures.ts';

const report = 'stat-content-impression-service/get-impressions';

const t = fileTestApp();
let reporter: string;
const ids = { chess: 0, go: 0, soup: 0, games: 0, puzzles: 0 };
const [today, twoDaysAgo, sixDaysAgo, tenDaysAgo] = [0, 2, 6, 10].map((days) => daysBefore(days)) as [
  string,
  string,
  string,
  string,
];

beforeAll(async () => {
  reporter = (await t.signedInUser(['content_report'])).cookie;
  ids.chess = (await insertContentItem(t, { type: 'game', title: 'Chess' })).id;
  ids.go = (await insertContentItem(t, { type: 'game', title: 'Go' })).id;
  ids.soup = (await insertContentItem(t, { type: 'recipe', title: 'Soup' })).id;
  ids.games = (await t.createProject({ name: 'Daily Games' })).id;
  ids.puzzles = (await t.createProject({ name: 'Puzzles' })).id;
  const { key } = await newApiKey(t, reporter);
  const rows = [
    { content_id: ids.chess, project_id: ids.games, date: today, count: 5 },
    { content_id: ids.chess, project_id: ids.puzzles, date: today, count: 3 },
    { content_id: ids.chess, project_id: ids.games, date: twoDaysAgo, count: 7 },
    { content_id: ids.go, project_id: ids.games, date: sixDaysAgo, count: 11 },
    { content_id: ids.go, project_id: ids.games, date: tenDaysAgo, count: 100 },
    { content_id: ids.soup, project_id: ids.games, date: today, count: 1000 },
  ];
  const result = await t.call(
    'stat-content-impression-service/record-impressions',
    { impressions: rows },
    { headers: bearer(key) },
  );
  if (result.statusCode !== 200) throw new Error(JSON.stringify(result.body));
});

const get = async (body: Record<string, unknown>) => {
  const result = await t.call(report, body, { cookie: reporter });
  expect(result.statusCode).toBe(200);
  return result.body.data as ImpressionRow[];
};
/** The rows without their running id, to compare what they say. */
const contents = (rows: ImpressionRow[]) => rows.map(({ id: _id, ...row }) => row);

describeAccess(
  () => t,
  [
    { path: report, allowed: ['content_report'], body: () => ({ content_type: 'game' }) },
    {
      path: 'stat-content-impression-service/get-daily-impressions',
      allowed: ['content_report'],
      body: () => ({ content_type: 'game' }),
    },
  ],
);

describe('get-impressions', () => {
  it('answers every row of the type from 7 days ago by default, newest first, with names', async () => {
    const rows = await get({ content_type: 'game' });
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    const row = (contentId: number, projectId: number, date: string, impressions: number) => ({
      content_id: contentId,
      content_name: contentId === ids.chess ? 'Chess' : 'Go',
      date,
      project_id: projectId,
      project_name: projectId === ids.games ? 'Daily Games' : 'Puzzles',
      impressions,
      content_type: 'game',
    });
    expect(contents(rows)).toEqual([
      row(ids.chess, ids.games, today, 5),
      row(ids.chess, ids.puzzles, today, 3),
      row(ids.chess, ids.games, twoDaysAgo, 7),
      row(ids.go, ids.games, sixDaysAgo, 11),
    ]);
    expect(await get({ content_type: 'game', group_by: 'none' })).toEqual(rows);
  });

  it('starts at an explicit From date, that day included', async () => {
    const rows = await get({ content_type: 'game', date_from: tenDaysAgo });
    expect(rows.map((row) => row.impressions)).toEqual([5, 3, 7, 11, 100]);
    expect((await get({ content_type: 'game', date_from: twoDaysAgo })).map((row) => row.date)).toEqual([
      today,
      today,
      twoDaysAgo,
    ]);
  });

  it('sums by content over projects and days', async () => {
    expect(contents(await get({ content_type: 'game', group_by: 'content' }))).toEqual([
      {
        content_id: ids.chess,
        content_name: 'Chess',
        date: null,
        project_id: null,
        project_name: null,
        impressions: 15,
        content_type: 'game',
      },
      {
        content_id: ids.go,
        content_name: 'Go',
        date: null,
        project_id: null,
        project_name: null,
        impressions: 11,
        content_type: 'game',
      },
    ]);
  });

  it('sums by project over contents and days', async () => {
    expect(contents(await get({ content_type: 'game', group_by: 'project' }))).toEqual([
      {
        content_id: null,
        content_name: null,
        date: null,
        project_id: ids.games,
        project_name: 'Daily Games',
        impressions: 23,
        content_type: 'game',
      },
      {
        content_id: null,
        content_name: null,
        date: null,
        project_id: ids.puzzles,
        project_name: 'Puzzles',
        impressions: 3,
        content_type: 'game',
      },
    ]);
  });

  it('sums by content and project over days', async () => {
    const rows = await get({ content_type: 'game', group_by: 'content_project' });
    expect(rows.map((row) => [row.content_name, row.project_name, row.impressions, row.date])).toEqual([
      ['Chess', 'Daily Games', 12, null],
      ['Go', 'Daily Games', 11, null],
      ['Chess', 'Puzzles', 3, null],
    ]);
  });

  it('answers only the type asked for, and nothing for a type without impressions', async () => {
    expect(contents(await get({ content_type: 'recipe' }))).toEqual([
      {
        content_id: ids.soup,
        content_name: 'Soup',
        date: today,
        project_id: ids.games,
        project_name: 'Daily Games',
        impressions: 1000,
        content_type: 'recipe',
      },
    ]);
    expect(await get({ content_type: 'quiz' })).toEqual([]);
  });

  it('refuses a missing or unknown type, a bad date and an unknown grouping', async () => {
    const result = await t.call(report, { date_from: '2026-13-01', group_by: 'week' }, { cookie: reporter });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({
      content_type: ['is required'],
      date_from: ['is invalid'],
      group_by: ['is invalid'],
    });
    const unknown = await t.call(report, { content_type: 'film' }, { cookie: reporter });
    expect(unknown.body.messages).toEqual({ content_type: ['is invalid'] });
  });
});

describe('get-daily-impressions', () => {
  const daily = async (body: Record<string, unknown>) => {
    const result = await t.call('stat-content-impression-service/get-daily-impressions', body, {
      cookie: reporter,
    });
    expect(result.statusCode).toBe(200);
    return result.body.data;
  };

  it('sums the type per day from the From date, oldest first, with its last day', async () => {
    expect(await daily({ content_type: 'game', date_from: tenDaysAgo })).toEqual({
      days: [
        { date: tenDaysAgo, impressions: 100 },
        { date: sixDaysAgo, impressions: 11 },
        { date: twoDaysAgo, impressions: 7 },
        { date: today, impressions: 8 },
      ],
      last_date: today,
    });
  });

  it('names the last day with impressions when none fall in the range, and null when none ever came', async () => {
    const tomorrow = daysBefore(-1);
    expect(await daily({ content_type: 'game', date_from: tomorrow })).toEqual({
      days: [],
      last_date: today,
    });
    expect(await daily({ content_type: 'quiz' })).toEqual({ days: [], last_date: null });
  });
});
