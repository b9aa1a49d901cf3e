import type { DailyImpressions } from '@masthead/contract';
import { isoDay } from '@masthead/contract';

/**
 * The chart's data as bars: a bar per day while the days fit, per week or month when the range
 * grows (a phone cannot draw a year of days apart), and which bars get a label on the time axis.
 * Pure, so the arithmetic is tested without a browser.
 */

const dayMs = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

export type BarUnit = 'day' | 'week' | 'month';

export interface ChartBar {
  /** The first and last day the bar covers, both within the report's range. */
  start: string;
  end: string;
  impressions: number;
  /** Counts the bar's unit from a fixed day, so labels fall on the same bars as the range moves. */
  position: number;
}

/** Up to this many days are a bar each; up to this many weeks a bar each; then months. */
const maxBars = 92;

/** The unit that keeps a range of `dayCount` days to at most about 92 bars. */
export const barUnitFor = (dayCount: number): BarUnit =>
  dayCount <= maxBars ? 'day' : dayCount <= maxBars * 7 ? 'week' : 'month';

// 1970-01-01 was a Thursday: day 3 is the first Sunday, where the weeks of the spec begin.
const firstSunday = 3;
const dayNumber = (time: number) => Math.round(time / dayMs);
const positionOf: Record<BarUnit, (time: number) => number> = {
  day: (time) => dayNumber(time),
  week: (time) => Math.floor((dayNumber(time) - firstSunday) / 7),
  month: (time) => {
    const date = new Date(time);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  },
};

/**
 * Bars from `from` to `to` (both included, the later of `to` and the last counted day), each
 * day counted once, 0 where nothing was counted. Weeks start on Sunday.
 */
export function chartBars(
  daily: readonly DailyImpressions[],
  { from, to }: { from: string; to: string },
): { unit: BarUnit; bars: ChartBar[] } {
  const last = daily.at(-1)?.date;
  const end = last && last > to ? last : to;
  const counts = new Map(daily.map((day) => [day.date, day.impressions]));
  const unit = barUnitFor(Math.max(0, Math.round((toTime(end) - toTime(from)) / dayMs)) + 1);
  const bars: ChartBar[] = [];
  for (let time = toTime(from); time <= toTime(end); time += dayMs) {
    const day = isoDay(new Date(time));
    const position = positionOf[unit](time);
    const impressions = counts.get(day) ?? 0;
    const current = bars.at(-1);
    if (current?.position === position) {
      current.end = day;
      current.impressions += impressions;
    } else {
      bars.push({ start: day, end: day, impressions, position });
    }
  }
  return { unit, bars };
}

/**
 * A few round values from 0 to at least `max` for the value axis: steps of 1, 2 or 5 times a
 * power of ten, whole numbers only (impressions are counted, never halved).
 */
export function valueTicks(max: number, wanted = 4): number[] {
  const rough = Math.max(max, 1) / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough) ?? 1);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** Every how many units (counted from the same fixed day) a label may go, finest first. */
const labelSteps: Record<BarUnit, readonly number[]> = {
  day: [1, 2, 3, 7, 14],
  week: [1, 2, 4, 8, 13, 26],
  month: [1, 2, 3, 6, 12, 24, 60],
};

/**
 * Which bars carry a time-axis label: every bar when they are wide enough, else every 2nd, 3rd,
 * 7th… so that labels `minSpacing` pixels apart never overlap. With 7 days or more they fall on
 * Sundays; months on their first.
 */
export function labelledBars(
  { unit, bars }: { unit: BarUnit; bars: readonly ChartBar[] },
  { barWidth, minSpacing }: { barWidth: number; minSpacing: number },
): ChartBar[] {
  const steps = labelSteps[unit];
  const step = steps.find((size) => size * barWidth >= minSpacing) ?? Math.ceil(minSpacing / barWidth);
  // A week of days lines up on Sundays: day numbers count from a Thursday.
  const offset = unit === 'day' && step % 7 === 0 ? firstSunday : 0;
  return bars.filter((bar) => (bar.position - offset) % step === 0);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A time-axis label: '16 Nov' for a day or week, 'Nov 2026' for a month. */
export const axisLabel = (unit: BarUnit, bar: ChartBar) =>
  (unit === 'month' ? monthYear : dayMonth).format(toTime(bar.start));

/** What a bar covers, in words: 'Mon 16 Nov 2026', '16 Nov – 22 Nov 2026', '28 Dec 2026 – 3 Jan 2027'. */
export function spanText({ start, end }: { start: string; end: string }) {
  if (start === end) return fullDay.format(toTime(start));
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${(sameYear ? dayMonth : dayMonthYear).format(toTime(start))} – ${dayMonthYear.format(toTime(end))}`;
}

/** A count with thousands separators, as the table's total writes it: 12,345. */
export const countText = (count: number) => count.toLocaleString('en');

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/**
 * A value-axis label, written as the axis's top one is so they read alike: 500, 1,500 on an
 * axis up to 9,000; 5K, 10K, 15K (and 0) on one that reaches 10,000 or more.
 */
export const tickText = (value: number, top: number) =>
  top < 10_000 ? countText(value) : compact.format(value);
