import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as Prom from 'prom-client';
import { ForbiddenError } from './errors.ts';
import { RequestDurations } from './request-durations.ts';
import { constantTimeEqual } from './signature.ts';
import { bearer } from './tokens.ts';

/**
 * prom-client's index also sets up its default process metrics, whose modules (with
 * @opentelemetry/api) took about 40 ms of a cold start; its metric classes alone take about 5.
 * So the classes are loaded from their own files here, and the defaults on the first scrape.
 */
const load = createRequire(import.meta.url);
const Counter: typeof Prom.Counter = load('prom-client/lib/counter');
const Gauge: typeof Prom.Gauge = load('prom-client/lib/gauge');
const Registry: typeof Prom.Registry = load('prom-client/lib/registry');

/**
 * Ledger transfers written, by type. The ledger counts here (one counter per process, read
 * by every app's /metrics): a transfer inside a caller's transaction is counted when written,
 * so a caller that then rolls back is still counted.
 */
export const ledgerTransfers = new Counter({
  name: 'arcadia_ledger_transfers_total',
  help: 'Ledger transfers written, by transfer type',
  labelNames: ['type'] as const,
  registers: [],
});

/**
 * Passwords checked (argon2 verifications), by outcome. Each costs milliseconds of CPU, and a
 * guessing attack shows here first; the lockout's promise (no more than five checks an account a
 * quarter hour, however many arrive at once) is measured with it (issue 35).
 */
export const passwordChecks = new Counter({
  name: 'arcadia_password_checks_total',
  help: 'Password hashes verified, by outcome (right or wrong)',
  labelNames: ['outcome'] as const,
  registers: [],
});

let processRegistry: Prom.Registry | undefined;
/** The process's own figures (CPU, memory, event loop, GC) and the ledger counter, made once. */
function processMetrics(): Prom.Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  const { collectDefaultMetrics }: typeof Prom = load('prom-client');
  collectDefaultMetrics({ register: processRegistry });
  processRegistry.registerMetric(ledgerTransfers);
  processRegistry.registerMetric(passwordChecks);
  return processRegistry;
}

export interface MetricSources {
  /** Token that opens /metrics from anywhere; without it only loopback may read. */
  token: string | null;
  jobDepth: () => Promise<{ due: number; scheduled: number }>;
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** A scraper with the bearer token, or one on this very host (not relayed by a proxy for someone else). */
function mayRead(request: FastifyRequest, token: string | null): boolean {
  const given = bearer(request.headers.authorization);
  if (token && given && constantTimeEqual(given, token)) return true;
  return LOOPBACK.test(request.ip) && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/**
 * Prometheus figures at GET /metrics: request durations by route pattern and status,
 * ledger transfers, the job queue's depth, the database pool's connections, and the
 * process's defaults. Not public: see `mayRead`.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): void {
  const registry = new Registry();
  const durations = new RequestDurations(
    'arcadia_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  // prom-client's registry reads any object with its metrics' get(); its Metric type names their classes.
  registry.registerMetric(durations as unknown as Prom.Metric);
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/ops/members/:account/adjust`), never the raw path: one series per route.
    durations.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'arcadia_jobs_queued',
    help: 'Queued jobs: due now (backlog) and scheduled for later',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // A database outage leaves the last figures rather than failing the whole scrape.
      const depth = await sources.jobDepth().catch(() => null);
      if (!depth) return;
      this.set({ state: 'due' }, depth.due);
      this.set({ state: 'scheduled' }, depth.scheduled);
    },
  });
  const poolStats = sources.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'arcadia_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and callers waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request, sources.token)) throw new ForbiddenError();
    const merged = Registry.merge([processMetrics(), registry]);
    return reply
      .type(merged.contentType)
      .header('cache-control', 'no-store')
      .send(await merged.metrics());
  });
}
