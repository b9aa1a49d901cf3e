import { Text } from '@mantine/core';
import type { DailyImpressions } from '@masthead/contract';
import { isoDay } from '@masthead/contract';

const height = 160;

/** Every day from `from` to `to`, both included, with its impressions (0 when none were counted). */
export function everyDay(daily: readonly DailyImpressions[], { from, to }: { from: string; to: string }) {
  const counts = new Map(daily.map((day) => [day.date, day.impressions]));
  const days: DailyImpressions[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); isoDay(new Date(time)) <= to; time += 86_400_000) {
    const date = isoDay(new Date(time));
    days.push({ date, impressions: counts.get(date) ?? 0 });
    if (days.length > 400) break;
  }
  return days;
}

/**
 * Impressions per day as bars: a small SVG of our own, since a chart library would weigh more
 * than the whole report page. Each bar names its day and count for pointer and screen reader.
 */
export function ImpressionChart({ days }: { days: readonly DailyImpressions[] }) {
  const max = Math.max(1, ...days.map((day) => day.impressions));
  const total = days.reduce((sum, day) => sum + day.impressions, 0);
  const barWidth = 100 / Math.max(days.length, 1);
  return (
    <figure style={{ margin: 0 }}>
      <Text component="figcaption" fw={600} size="sm">
        Impressions per day: {total.toLocaleString('en')} in total
      </Text>
      <svg role="img" width="100%" height={height} viewBox={`0 0 100 ${height}`} preserveAspectRatio="none">
        <title>{`Impressions per day from ${days[0]?.date ?? ''} to ${days.at(-1)?.date ?? ''}: ${days.map((day) => `${day.date} ${day.impressions}`).join(', ')}`}</title>
        {days.map((day, index) => {
          const barHeight = (day.impressions / max) * height;
          return (
            <rect
              key={day.date}
              x={index * barWidth + barWidth * 0.1}
              y={height - barHeight}
              width={barWidth * 0.8}
              height={barHeight}
              fill="var(--mantine-color-blue-7)"
            >
              <title>{`${day.date}: ${day.impressions.toLocaleString('en')}`}</title>
            </rect>
          );
        })}
        <line
          x1={0}
          x2={100}
          y1={height}
          y2={height}
          stroke="var(--mantine-color-gray-6)"
          strokeWidth={0.3}
        />
      </svg>
      <Text size="xs" c="dimmed" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{days[0]?.date}</span>
        <span>highest bar: {max.toLocaleString('en')}</span>
        <span>{days.at(-1)?.date}</span>
      </Text>
    </figure>
  );
}
