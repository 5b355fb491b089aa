/** What a chart shows: one value per day for each series, drawn as bars or a line on the left or right axis. */
export interface ChartSeries {
  label: string;
  /** What is drawn, in major units (money / 100), one per day. */
  values: readonly number[];
  /** What the legend tells, when not the drawn value (a stack's own part). */
  shown?: readonly number[];
  kind: 'bar' | 'line';
  /** A colour token of the theme (e.g. `--primary`). */
  color: string;
  axis: 'left' | 'right';
}

export interface ChartSpec {
  /** Names the figure for assistive tech. */
  label: string;
  /** yyyy-MM-dd, oldest first. */
  days: readonly string[];
  /** Drawn in this order: later series over earlier ones. */
  series: readonly ChartSeries[];
}

/**
 * Stacked bars from parts: for each part, the running sum up to it, tallest first, so
 * drawing them in order leaves each part's own band visible. Values in major units.
 */
export function stackedBars(
  parts: readonly { label: string; color: string; values: readonly number[] }[],
): ChartSeries[] {
  const sums: number[][] = [];
  let running: number[] = parts[0]?.values.map(() => 0) ?? [];
  for (const part of parts) {
    running = part.values.map((value, index) => value + (running[index] ?? 0));
    sums.push(running);
  }
  return parts
    .map((part, index) => ({
      label: part.label,
      color: part.color,
      values: sums[index] ?? [],
      shown: part.values,
      kind: 'bar' as const,
      axis: 'left' as const,
    }))
    .reverse();
}
