import { contentTypes, daysBefore, isoDay } from '@masthead/contract';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { categories, impressionDaily, projects, tags } from '../db/schema.ts';
import { localMediaStorage } from '../media/local.ts';
import type { MediaStorage } from '../media/storage.ts';
import { demoImpressionDays, seedDemo } from './demo.ts';
import { contentItems } from './schema.ts';

const perType = 3;
/** Images the first seed stored: the last of them is stored after every other type's items are in. */
let imagesStored = 0;
const counting = (storage: MediaStorage): MediaStorage => ({
  ...storage,
  scratchDir: storage.scratchDir,
  put: (name, file) => {
    imagesStored += 1;
    return storage.put(name, file);
  },
});
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
const fresh = async () => {
  const t = await startTestApp();
  apps.push(t);
  return t;
};

const rowsOf = async (
  t: TestApp,
  table: typeof contentItems | typeof projects | typeof categories | typeof tags | typeof impressionDaily,
) => Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);
const everything = async (t: TestApp) => ({
  items: await rowsOf(t, contentItems),
  projects: await rowsOf(t, projects),
  categories: await rowsOf(t, categories),
  tags: await rowsOf(t, tags),
  impressions: await rowsOf(t, impressionDaily),
});
const eachType = (n: number) => Object.fromEntries(contentTypes.map((definition) => [definition.type, n]));

describe('seed:demo', () => {
  it('makes items of every type and the last 30 days of impressions, which the reports show', async () => {
    const t = await fresh();
    const seed = await seedDemo(t.database.db, counting(localMediaStorage(t.dataDir)), { perType });
    const impressionRows = contentTypes.length * perType * demoImpressionDays;
    expect(seed).toEqual({ made: eachType(perType), impressionRows });
    const cookie = await t.holderOf('content_report');
    for (const type of ['game', 'recipe'] as const) {
      const chart = await t.call(
        'stat-content-impression-service/get-daily-impressions',
        { content_type: type, date_from: daysBefore(demoImpressionDays - 1) },
        { cookie },
      );
      if (chart.body.status !== 'OK') throw new Error(JSON.stringify(chart.body));
      expect(chart.body.data.days.map((day) => day.date)).toEqual(
        Array.from({ length: demoImpressionDays }, (_, back) => daysBefore(demoImpressionDays - 1 - back)),
      );
      expect(chart.body.data.days.every((day) => day.impressions > 0)).toBe(true);
      expect(chart.body.data.last_date).toBe(isoDay(new Date()));
      // The report's default: the last 7 days, a row per item and day, each item named.
      const report = await t.call(
        'stat-content-impression-service/get-impressions',
        { content_type: type },
        { cookie },
      );
      if (report.body.status !== 'OK') throw new Error(JSON.stringify(report.body));
      expect(report.body.data).toHaveLength(perType * 8);
      expect(report.body.data[0]).toMatchObject({ date: isoDay(new Date()), content_type: type });
      expect(report.body.data.every((row) => row.content_name && row.project_name)).toBe(true);
    }
  });

  it('adds nothing when run again, even when two runs start at once, and says what it found', async () => {
    const t = await fresh();
    const storage = localMediaStorage(t.dataDir);
    const runs = await Promise.all([1, 2].map(() => seedDemo(t.database.db, storage, { perType })));
    expect(runs.filter((run) => 'made' in run)).toHaveLength(1);
    expect(runs.filter((run) => 'found' in run)).toEqual([{ found: eachType(perType) }]);
    const after = await everything(t);
    expect(await seedDemo(t.database.db, storage, { perType })).toEqual({ found: eachType(perType) });
    expect(await everything(t)).toEqual(after);
  });

  it('leaves nothing behind when cut off part way, so the next run makes the whole demo', async () => {
    const t = await fresh();
    const storage = localMediaStorage(t.dataDir);
    // The last image fails to store, when the items of the types before it are in.
    let puts = 0;
    const failing: MediaStorage = {
      ...storage,
      scratchDir: storage.scratchDir,
      put: (name, file) => {
        puts += 1;
        if (puts >= imagesStored) throw new Error('disk full');
        return storage.put(name, file);
      },
    };
    const before = await everything(t);
    await expect(seedDemo(t.database.db, failing, { perType })).rejects.toThrow('disk full');
    expect(await everything(t)).toEqual(before);
    const seed = await seedDemo(t.database.db, storage, { perType });
    expect('made' in seed && seed.made).toEqual(eachType(perType));
    expect((await everything(t)).items).toBe(contentTypes.length * perType);
  });
});
