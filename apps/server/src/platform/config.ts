import path from 'node:path';

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
  /** Seed the demo brand and accounts on start. */
  seedDemo: boolean;
  /** SMS and e-mail gateway (JSON webhook); unset keeps messages in the development outbox. */
  messageWebhookUrl: string | null;
  messageWebhookToken: string | null;
  /** The identity provider's JWKS (firebase-style login); unset uses the development provider outside production. */
  identityJwksUrl: string | null;
  /** Where the house games call the seamless-wallet API; unset means this process's own address. */
  walletApiUrl: string | null;
  /** Poll the job queue in this process (scheduled work); off in tests unless a test asks. */
  jobs: boolean;
  /** How often the job queue looks for due jobs. */
  jobPollMs: number;
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
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
    seedDemo: env.SEED_DEMO !== 'false',
    messageWebhookUrl: env.MESSAGE_WEBHOOK_URL || null,
    messageWebhookToken: env.MESSAGE_WEBHOOK_TOKEN || null,
    identityJwksUrl: env.IDENTITY_JWKS_URL || null,
    walletApiUrl: env.WALLET_API_URL || null,
    jobs: env.JOBS !== 'false',
    jobPollMs: Math.max(10, Number(env.JOB_POLL_MS) || 1000),
  };
}
