/** One series: its labels, its count per bucket (the last past every bound), and its sum. */
interface Series {
  labels: { method: string; route: string; status: string };
  counts: number[];
  sum: number;
}

/** A figure as prom-client's registry writes it: the metric's name with a suffix, its labels, its value. */
interface Figure {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The histogram of request durations by method, route pattern and status, in the shape
 * prom-client's Registry writes (`get()`), registered with it as its own metrics are.
 * prom-client's Histogram hashes a series' labels again on every observation, even through a
 * child bound to them: 1.4 µs of every answer, where counting here takes 0.07 (issue 13). Each
 * series keeps its own counts under one plain key, and the buckets are summed only when scraped.
 */
export class RequestDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  /** Counts one answer that took `seconds`; `route` is the pattern, never the raw path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: this.bounds.map(() => 0), sum: 0 };
      series.counts.push(0);
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    series.counts[bucket] = (series.counts[bucket] as number) + 1;
    series.sum += seconds;
  }

  /** What prom-client's registry reads to write the metric: cumulative buckets, +Inf, sum and count per series. */
  async get() {
    const values: Figure[] = [];
    for (const { labels, counts, sum } of this.series.values()) {
      let below = 0;
      this.bounds.forEach((bound, bucket) => {
        below += counts[bucket] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: below });
      });
      const count = below + (counts[this.bounds.length] as number);
      values.push(
        { metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${this.name}_sum`, labels, value: sum },
        { metricName: `${this.name}_count`, labels, value: count },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}
