import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import {
  axisLabel,
  type BarUnit,
  type ChartBar,
  countText,
  labelledBars,
  spanText,
  tickText,
  valueTicks,
} from './chartBars.ts';

const height = 200;
const margin = { top: 12, right: 8, bottom: 26, axisTitle: 16 };
const plotHeight = height - margin.top - margin.bottom;
/** About the width of a label such as '16 Nov' at 11 px, and the room kept around one. */
const charWidth = 6.5;
const labelSpacing = 60;
const colours = {
  bar: 'var(--mantine-color-blue-7)',
  active: 'var(--mantine-color-blue-9)',
  grid: 'var(--mantine-color-gray-3)',
  axis: 'var(--mantine-color-gray-6)',
  text: 'var(--mantine-color-dimmed)',
  shade: 'var(--mantine-color-blue-0)',
};

/**
 * Impressions per day (per week or month over long ranges) as bars, in a small SVG of our own: a
 * chart library would weigh more than the whole report page. A time axis with labels thinned to
 * fit, a value axis with round ticks, and a tooltip per bar on hover and on keyboard focus (one
 * tab stop; the arrow keys move between bars). The table below stays the data for screen readers.
 */
export function ImpressionChart({ unit, bars }: { unit: BarUnit; bars: readonly ChartBar[] }) {
  const { ref, width } = useElementSize();
  const total = bars.reduce((sum, bar) => sum + bar.impressions, 0);
  const first = bars[0];
  const last = bars.at(-1);
  const span = first && last ? spanText({ start: first.start, end: last.end }) : '';
  const highest = bars.reduce<ChartBar | undefined>(
    (top, bar) => (bar.impressions > (top?.impressions ?? -1) ? bar : top),
    undefined,
  );
  const summary = `Impressions per ${unit} from ${first?.start ?? ''} to ${last?.end ?? ''}: ${countText(total)} in total${highest ? `, the most ${countText(highest.impressions)} on ${spanText(highest)}` : ''}`;
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={600} size="sm">
        Impressions per {unit}, {span}: {countText(total)} in total
      </Text>
      <Box ref={ref} pos="relative" h={height} w="100%">
        {width > 0 && <Plot unit={unit} bars={bars} width={width} summary={summary} />}
      </Box>
    </Box>
  );
}

function Plot({
  unit,
  bars,
  width,
  summary,
}: {
  unit: BarUnit;
  bars: readonly ChartBar[];
  width: number;
  summary: string;
}) {
  const ticks = valueTicks(Math.max(0, ...bars.map((bar) => bar.impressions)));
  const top = ticks.at(-1) ?? 1;
  const topTick = Math.max(...ticks);
  const tickWidth = Math.max(...ticks.map((tick) => tickText(tick, topTick).length)) * charWidth;
  const left = margin.axisTitle + tickWidth + 8;
  const plotWidth = Math.max(1, width - left - margin.right);
  const column = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(1, Math.min(48, column * 0.7));
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const centre = (index: number) => left + column * (index + 0.5);
  const labelled = new Set(labelledBars({ unit, bars }, { barWidth: column, minSpacing: labelSpacing }));

  // The bar under the pointer or holding focus shows its tooltip; one bar is the tab stop.
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [chosenTabStop, setTabStop] = useState(bars.length - 1);
  const tabStop = Math.min(chosenTabStop, bars.length - 1);
  const barRefs = useRef<(HTMLDivElement | null)[]>([]);
  const shown = active ?? focused;
  const shownBar = shown === null ? undefined : bars[shown];

  const focusBar = (index: number) => {
    const next = Math.min(bars.length - 1, Math.max(0, index));
    setTabStop(next);
    barRefs.current[next]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: bars.length - 1,
      PageUp: index - 7,
      PageDown: index + 7,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBar(target);
    } else if (event.key === 'Escape') {
      // A tooltip can be put away without moving focus (WCAG 1.4.13).
      setActive(null);
      setFocused(null);
    }
  };

  return (
    <>
      <svg role="img" aria-label={summary} width={width} height={height} style={{ display: 'block' }}>
        <text
          transform={`translate(11 ${margin.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={11}
          fill={colours.text}
        >
          Impressions
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? colours.axis : colours.grid}
            />
            <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill={colours.text}>
              {tickText(tick, topTick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          if (!labelled.has(bar)) return null;
          const text = axisLabel(unit, bar);
          const half = (text.length * charWidth) / 2;
          // Kept inside the drawing at both ends; the thinning leaves room for the shift.
          const x = Math.min(width - half, Math.max(half, centre(index)));
          return (
            <text key={bar.start} x={x} y={height - 8} textAnchor="middle" fontSize={11} fill={colours.text}>
              {text}
            </text>
          );
        })}
        {shown !== null && (
          <rect
            x={left + column * shown}
            y={margin.top}
            width={column}
            height={plotHeight}
            fill={colours.shade}
          />
        )}
        {bars.map((bar, index) => (
          <rect
            key={bar.start}
            x={centre(index) - barWidth / 2}
            y={y(bar.impressions)}
            width={barWidth}
            height={margin.top + plotHeight - y(bar.impressions)}
            fill={shown === index ? colours.active : colours.bar}
          />
        ))}
      </svg>
      {/*
        The bars again as columns over the drawing, one tab stop for them all: the whole column
        answers the pointer, so a short bar is as easy to reach as a tall one. A bar is read, not
        pressed (an image that takes focus, as Highcharts' points do): focus shows its tooltip.
      */}
      <Box
        pos="absolute"
        top={margin.top}
        left={left}
        w={plotWidth}
        h={plotHeight}
        onPointerLeave={() => setActive(null)}
      >
        {bars.map((bar, index) => (
          <div
            key={bar.start}
            ref={(element) => {
              barRefs.current[index] = element;
            }}
            role="img"
            aria-label={`${spanText(bar)}: ${countText(bar.impressions)} impressions`}
            tabIndex={index === tabStop ? 0 : -1}
            style={{ position: 'absolute', left: column * index, width: column, top: 0, bottom: 0 }}
            onPointerEnter={() => setActive(index)}
            onFocus={() => {
              setTabStop(index);
              setFocused(index);
            }}
            onBlur={() => setFocused((current) => (current === index ? null : current))}
            onKeyDown={(event) => handleKeyDown(event, index)}
          />
        ))}
      </Box>
      {shownBar && shown !== null && (
        <Tooltip x={centre(shown)} y={y(shownBar.impressions)} width={width}>
          <Text size="xs" fw={600}>
            {spanText(shownBar)}
          </Text>
          <Text size="sm">{countText(shownBar.impressions)} impressions</Text>
        </Tooltip>
      )}
    </>
  );
}

const tooltipWidth = 176;

/** A bar's tooltip above it, kept within the chart's width. */
function Tooltip({ x, y, width, children }: { x: number; y: number; width: number; children: ReactNode }) {
  const left = Math.min(Math.max(x - tooltipWidth / 2, 0), Math.max(0, width - tooltipWidth));
  return (
    <Box
      role="tooltip"
      pos="absolute"
      left={left}
      top={Math.max(0, y - 52)}
      w={tooltipWidth}
      px="xs"
      py={4}
      bg="var(--mantine-color-body)"
      bd="1px solid var(--mantine-color-gray-4)"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        boxShadow: 'var(--mantine-shadow-sm)',
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}
