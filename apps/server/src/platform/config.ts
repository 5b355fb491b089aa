import path from 'node:path';

/** The house vendor's development secret (apps/house-vendor/server/config.ts has the same); production refuses it. */
export const DEVELOPMENT_HOUSE_SECRET = 'arcadia-house-vendor-development-secret';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | null;
  /** The owner's connection: migrates and grants the runtime role (DATABASE_URL's), then closes. Unset: DATABASE_URL does both. */
  databaseOwnerUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  production: boolean;
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDR ranges. */
  trustedProxies: string[];
  /** Where the built web app lives; absent in API-only runs. */
  webDist: string | null;
  logLevel: string;
  /** Seed the demo brand and accounts on start (off by default in production, and refused there). */
  seedDemo: boolean;
  /** SMS and e-mail gateway (JSON webhook); unset keeps messages in the development outbox. */
  messageWebhookUrl: string | null;
  messageWebhookToken: string | null;
  /** The identity provider's JWKS (firebase-style login); unset uses the development provider outside production. */
  identityJwksUrl: string | null;
  /** False when IDENTITY_JWKS_URL=off: sign-in by ID token is turned off (no provider at all). */
  identityLogin: boolean;
  /** The house vendor's API (apps/house-vendor): its adapter's address; null lists no house game. */
  houseVendorUrl: string | null;
  /** Where the house vendor's pages are served (HOUSE_PUBLIC_URL), when not at its API's origin: the game frame opens it. */
  housePublicUrl: string | null;
  /** The secret shared with the house vendor (both directions of its protocol); the development one outside production. */
  houseVendorSecret: string | null;
  /** Poll the job queue in this process (scheduled work); off in tests unless a test asks. */
  jobs: boolean;
  /** How often the job queue looks for due jobs. */
  jobPollMs: number;
  /** STATEMENT_COUNT_HEADER=true: each answer tells in `x-db-statements` how many statements it sent (bench). */
  statementCountHeader: boolean;
  /** Browsers reach the site over HTTPS (TLS here or at the proxy): send HSTS and upgrade insecure requests. */
  servedOverHttps: boolean;
  /** Serve the OpenAPI pages at /docs (on by default outside production, off in it). */
  apiDocs: boolean;
  /** Bearer token that opens /metrics to a scraper on another host; without it only loopback may read it. */
  metricsToken: string | null;
  /** PostgreSQL: a connection (or a free one from the pool) within this long, else 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: the longest one statement of a request may run (0: no limit). */
  databaseStatementTimeoutMs: number;
  /** On SIGTERM, how long in-flight requests may take before the process exits anyway. */
  shutdownTimeoutMs: number;
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const flag = (raw: string | undefined, fallback: boolean) => (raw ? raw !== 'false' : fallback);
const millis = (raw: string | undefined, fallback: number) =>
  raw !== undefined && raw !== '' && Number.isFinite(Number(raw)) ? Math.max(0, Number(raw)) : fallback;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const jwks = env.IDENTITY_JWKS_URL || null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || null,
    redisUrl: env.REDIS_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    production,
    trustedProxies: list(env.TRUSTED_PROXIES ?? '127.0.0.1,::1'),
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    seedDemo: flag(env.SEED_DEMO, !production),
    messageWebhookUrl: env.MESSAGE_WEBHOOK_URL || null,
    messageWebhookToken: env.MESSAGE_WEBHOOK_TOKEN || null,
    identityJwksUrl: jwks === 'off' ? null : jwks,
    identityLogin: jwks !== 'off',
    houseVendorUrl: env.HOUSE_VENDOR_URL || (production ? null : 'http://127.0.0.1:8090'),
    housePublicUrl: env.HOUSE_PUBLIC_URL || (production ? null : 'http://localhost:8090'),
    houseVendorSecret: env.HOUSE_VENDOR_SECRET || (production ? null : DEVELOPMENT_HOUSE_SECRET),
    jobs: env.JOBS !== 'false',
    jobPollMs: Math.max(10, Number(env.JOB_POLL_MS) || 1000),
    statementCountHeader: env.STATEMENT_COUNT_HEADER === 'true' && env.NODE_ENV !== 'production',
    servedOverHttps: env.SERVED_OVER_HTTPS === 'true',
    apiDocs: flag(env.API_DOCS, !production),
    metricsToken: env.METRICS_TOKEN || null,
    databaseConnectTimeoutMs: millis(env.DATABASE_CONNECT_TIMEOUT_MS, 800),
    databaseStatementTimeoutMs: millis(env.DATABASE_STATEMENT_TIMEOUT_MS, 5000),
    shutdownTimeoutMs: millis(env.SHUTDOWN_TIMEOUT_MS, 10_000),
  };
}
