import { describe, expect, it } from 'vitest';
import {
  axisLabel,
  chartBars,
  countText,
  labelledBars,
  spanText,
  tickText,
  valueTicks,
} from './chartBars.ts';

const sum = (bars: readonly { impressions: number }[]) =>
  bars.reduce((total, bar) => total + bar.impressions, 0);

describe('the chart bars', () => {
  it('are a bar per day of the range, 0 where nothing was counted', () => {
    const { unit, bars } = chartBars(
      [
        { date: '2026-11-21', impressions: 4 },
        { date: '2026-11-23', impressions: 9 },
      ],
      { from: '2026-11-20', to: '2026-11-23' },
    );
    expect(unit).toBe('day');
    expect(bars.map(({ start, end, impressions }) => [start, end, impressions])).toEqual([
      ['2026-11-20', '2026-11-20', 0],
      ['2026-11-21', '2026-11-21', 4],
      ['2026-11-22', '2026-11-22', 0],
      ['2026-11-23', '2026-11-23', 9],
    ]);
  });

  it('reach a day counted after `to` (a site may send tomorrow), so the total misses nothing', () => {
    const { bars } = chartBars([{ date: '2026-11-24', impressions: 3 }], {
      from: '2026-11-22',
      to: '2026-11-23',
    });
    expect(bars.map((bar) => bar.start)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it('are weeks from Sunday beyond three months, and months beyond about 21 months, keeping the total', () => {
    const daily = [
      { date: '2026-01-01', impressions: 1 },
      { date: '2026-01-03', impressions: 2 },
      { date: '2026-01-04', impressions: 4 },
      { date: '2026-06-30', impressions: 8 },
    ];
    const weeks = chartBars(daily, { from: '2026-01-01', to: '2026-06-30' });
    expect(weeks.unit).toBe('week');
    // 1 January 2026 was a Thursday: the first week is cut to the range, the next starts on Sunday.
    expect(weeks.bars.slice(0, 2).map(({ start, end, impressions }) => [start, end, impressions])).toEqual([
      ['2026-01-01', '2026-01-03', 3],
      ['2026-01-04', '2026-01-10', 4],
    ]);
    expect(sum(weeks.bars)).toBe(15);

    const months = chartBars(daily, { from: '2025-01-15', to: '2026-12-31' });
    expect(months.unit).toBe('month');
    expect(months.bars).toHaveLength(24);
    expect(months.bars[0]).toMatchObject({ start: '2025-01-15', end: '2025-01-31' });
    expect(sum(months.bars)).toBe(15);
  });
});

describe('the value axis', () => {
  it('has a few round ticks from 0 past the highest bar', () => {
    expect(valueTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(valueTicks(40)).toEqual([0, 10, 20, 30, 40]);
  });

  it('counts in whole numbers, even for tiny values', () => {
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it('writes thousands with separators, and large values short', () => {
    expect(tickText(1500, 3000)).toBe('1,500');
    expect(tickText(20_000, 20_000)).toBe('20K');
    expect(tickText(1_500_000, 2_000_000)).toBe('1.5M');
    // One axis writes its ticks alike.
    expect([0, 5000, 10_000, 15_000].map((tick) => tickText(tick, 15_000))).toEqual([
      '0',
      '5K',
      '10K',
      '15K',
    ]);
    expect(countText(1234567)).toBe('1,234,567');
  });
});

describe('the time axis', () => {
  const days = (from: string, to: string) => chartBars([], { from, to });

  it('labels every day while there is room', () => {
    const range = days('2026-11-16', '2026-11-23');
    expect(labelledBars(range, { barWidth: 100, minSpacing: 56 })).toHaveLength(8);
  });

  it('thins the labels as days narrow, on Sundays once a week apart', () => {
    const range = days('2026-10-24', '2026-11-23');
    const everyOther = labelledBars(range, { barWidth: 30, minSpacing: 56 });
    expect(everyOther.length).toBe(16);
    const weekly = labelledBars(range, { barWidth: 10, minSpacing: 56 });
    // 25 October 2026 was a Sunday.
    expect(weekly.map((bar) => bar.start)).toEqual([
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
    ]);
  });

  it('keeps labels at least the spacing apart, whatever the width', () => {
    for (const barWidth of [0.5, 1, 3, 9, 20, 41]) {
      const range = days('2025-01-01', '2026-11-23');
      const labelled = labelledBars(range, { barWidth, minSpacing: 56 });
      const indexes = labelled.map((bar) => range.bars.indexOf(bar));
      const gaps = indexes.slice(1).map((index, at) => (index - (indexes[at] ?? 0)) * barWidth);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(56);
    }
  });

  it('names days, weeks and months readably', () => {
    const { bars } = days('2026-11-16', '2026-11-16');
    const bar = bars[0] ?? { start: '', end: '', impressions: 0, position: 0 };
    expect(axisLabel('day', bar)).toBe('16 Nov');
    expect(axisLabel('month', bar)).toBe('Nov 2026');
    expect(spanText(bar)).toBe('Mon, 16 Nov 2026');
    expect(spanText({ start: '2026-11-15', end: '2026-11-21' })).toBe('15 Nov – 21 Nov 2026');
    expect(spanText({ start: '2026-12-27', end: '2027-01-02' })).toBe('27 Dec 2026 – 2 Jan 2027');
  });
});
