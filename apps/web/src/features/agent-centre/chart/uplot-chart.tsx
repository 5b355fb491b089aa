import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './chart-spec.ts';

const HEIGHT = 220;
const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
const short = (day: string) => day.slice(5);
const money = (value: number | null) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A day-by-day chart drawn by uPlot (a small canvas chart library, loaded only inside
 * the agent centre). Bars and lines share the days; a right axis carries the series
 * that asks for it. Drawn in the theme's colours (remounted when the theme changes) at the frame's width.
 */
export default function UplotChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const text = cssVar('--text-muted');
    const grid = cssVar('--border');
    const axis = (scale: string, side: 1 | 3): uPlot.Axis => ({
      scale,
      side,
      stroke: text,
      grid: { stroke: grid, width: 1, show: side === 3 },
      ticks: { stroke: grid, width: 1 },
      size: 64,
      values: (_, splits) => splits.map((value) => value.toLocaleString(undefined, { notation: 'compact' })),
    });
    const hasRight = spec.series.some((series) => series.axis === 'right');
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      scales: { x: { time: false }, left: {}, right: {} },
      legend: { show: true, live: true },
      cursor: { points: { show: false } },
      axes: [
        {
          stroke: text,
          grid: { show: false },
          ticks: { stroke: grid, width: 1 },
          values: (_, splits) => splits.map((index) => short(spec.days[Math.round(index)] ?? '')),
        },
        axis('left', 3),
        ...(hasRight ? [axis('right', 1)] : []),
      ],
      series: [
        { label: '', value: (_, index) => (index === null ? '' : (spec.days[Math.round(index)] ?? '')) },
        ...spec.series.map((series): uPlot.Series => {
          const color = cssVar(series.color);
          const told = series.shown ?? series.values;
          return {
            label: series.label,
            scale: series.axis,
            stroke: color,
            width: series.kind === 'line' ? 2 : 0,
            ...(series.kind === 'bar' ? { fill: color, paths: uPlot.paths.bars?.({ size: [0.6, 48] }) } : {}),
            points: { show: series.kind === 'line', size: 5, fill: color },
            value: (_, __, ___, row) => money(row === null ? null : (told[row] ?? null)),
          };
        }),
      ],
    };
    const data: uPlot.AlignedData = [
      spec.days.map((_, index) => index),
      ...spec.series.map((series) => [...series.values]),
    ];
    const chart = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec]);

  return <div ref={box} className="agent-chart-canvas" />;
}
