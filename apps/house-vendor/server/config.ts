import path from 'node:path';

/** The development secret both processes use when none is set; production refuses it. */
export const DEVELOPMENT_SECRET = 'arcadia-house-vendor-development-secret';

export interface VendorConfig {
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL of the vendor's own (never the platform's database); unset: embedded PGlite. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where the platform's seamless-wallet API answers (server to server). */
  platformUrl: string;
  /** Where browsers reach this vendor's pages: the address in every launch URL. */
  publicUrl: string;
  /** The secret shared with the platform for the house vendor codes: signs both directions. */
  secret: string;
  /** Per wallet call attempt; then the call is sent again (win, rollback) or rolled back (bet). */
  walletTimeoutMs: number;
  /** Run the sweeps (wallet calls, draws) in this process. */
  jobs: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): VendorConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.HOUSE_PORT ?? 8090);
  return {
    production,
    port,
    host: env.HOUSE_HOST ?? '0.0.0.0',
    databaseUrl: env.HOUSE_DATABASE_URL || null,
    dataDir: env.HOUSE_DATA_DIR ?? path.resolve('data', 'house-vendor'),
    platformUrl: (env.PLATFORM_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    publicUrl: (env.HOUSE_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    secret: env.HOUSE_VENDOR_SECRET ?? DEVELOPMENT_SECRET,
    walletTimeoutMs: Number(env.HOUSE_WALLET_TIMEOUT_MS ?? 5000),
    jobs: env.JOBS !== 'false',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}

/** What production refuses: the development secret, and a public address that is not https. */
export function productionProblems(config: VendorConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.secret === DEVELOPMENT_SECRET || config.secret.length < 32) {
    problems.push(
      'HOUSE_VENDOR_SECRET is the development secret or shorter than 32 characters: set the one shared with the platform.',
    );
  }
  if (!config.publicUrl.startsWith('https://')) problems.push('HOUSE_PUBLIC_URL is not an https address.');
  return problems;
}
