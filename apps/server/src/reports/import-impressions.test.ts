import { Readable } from 'node:stream';
import { daysBefore, reportMessage } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';
import { impressionDaily } from '../db/schema.ts';
import { insertContentItem } from './fixtures.ts';
import { type BadLine, csvHeader, importImpressions } from './import-impressions.ts';

const t = fileTestApp();
let game: { id: number };
let site: { id: number };
beforeAll(async () => {
  game = await insertContentItem(t, { type: 'game', title: 'Chess' });
  site = await t.createProject();
});

const run = async (csv: string) => {
  const bad: BadLine[] = [];
  const summary = await importImpressions({
    db: t.database.db,
    input: Readable.from([csv]),
    onBadLine: (line) => bad.push(line),
  });
  return { summary, bad };
};

describe('import:impressions', () => {
  it('adds every good line over several batches and names each bad line by number', async () => {
    const day = daysBefore(3);
    const good = Array.from({ length: 2500 }, () => `${game.id},${site.id},${day},2`);
    const csv = [
      `\uFEFF${csvHeader}`,
      ...good.slice(0, 1200),
      `${game.id},${site.id},2026-02-31,1`,
      `${game.id},999999,${day},1`,
      'not,a,line,at,all',
      '',
      `${game.id},${site.id},${day},-4`,
      ...good.slice(1200),
    ].join('\r\n');
    const { summary, bad } = await run(csv);
    expect(bad).toEqual([
      { line: 1202, reason: 'date is invalid' },
      { line: 1204, reason: `expected ${csvHeader}` },
      { line: 1206, reason: `count ${reportMessage.count}` },
      { line: 1203, reason: `project_id ${reportMessage.unknownProject}` },
    ]);
    expect(summary).toEqual({ lines: 2506, rows: 2500, impressions: 5000, badLines: 4 });
    const [row] = await t.database.db.select().from(impressionDaily).where(eq(impressionDaily.date, day));
    expect(row?.count).toBe(5000);
  });

  it('takes today and a count of 1 when the line leaves them out', async () => {
    const { summary, bad } = await run(`${game.id},${site.id}\n${game.id},${site.id},,\n`);
    expect(bad).toEqual([]);
    expect(summary.impressions).toBe(2);
  });
});
