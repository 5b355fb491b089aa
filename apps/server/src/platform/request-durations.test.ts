import { createRequire } from 'node:module';
import type * as Prom from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.ts';

const load = createRequire(import.meta.url);
const Histogram: typeof Prom.Histogram = load('prom-client/lib/histogram');
const Registry: typeof Prom.Registry = load('prom-client/lib/registry');

const NAME = 'arcadia_http_request_duration_seconds';
const HELP = 'Time to answer an HTTP request';
const BOUNDS = [0.005, 0.01, 0.1, 1];

describe('request durations', () => {
  it("are written exactly as prom-client's own histogram writes the same observations", async () => {
    const ours = new Registry();
    const durations = new RequestDurations(NAME, HELP, BOUNDS);
    ours.registerMetric(durations as unknown as Prom.Metric);
    const theirs = new Registry();
    const histogram = new Histogram({
      name: NAME,
      help: HELP,
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BOUNDS,
      registers: [theirs],
    });
    const answers: [string, string, number, number][] = [
      ['GET', '/wps/v2/wallets/balance', 200, 0.002],
      ['GET', '/wps/v2/wallets/balance', 200, 0.005],
      ['GET', '/wps/v2/wallets/balance', 200, 0.0051],
      ['GET', '/wps/v2/wallets/balance', 401, 0.2],
      ['POST', '/ops/members/:account/adjust', 200, 3],
      ['GET', 'unmatched', 404, 0.0001],
    ];
    for (const [method, route, status, seconds] of answers) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(`${NAME}_bucket{le="0.005",method="GET",route="/wps/v2/wallets/balance",status="200"} 2`);
    expect(text).toContain(`${NAME}_count{method="GET",route="/wps/v2/wallets/balance",status="200"} 3`);
    expect(text).toContain(
      `${NAME}_bucket{le="+Inf",method="POST",route="/ops/members/:account/adjust",status="200"} 1`,
    );
  });

  it('merge with the process registry and start again empty when reset', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(NAME, HELP, BOUNDS);
    registry.registerMetric(durations as unknown as Prom.Metric);
    durations.observe('GET', '/x', 200, 0.01);
    const merged = Registry.merge([new Registry(), registry]);
    expect(await merged.metrics()).toContain(`${NAME}_count{method="GET",route="/x",status="200"} 1`);
    durations.reset();
    expect(await registry.metrics()).not.toContain(`${NAME}_count`);
  });
});
