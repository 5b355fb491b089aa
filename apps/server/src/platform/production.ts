import { type Config, DEVELOPMENT_HOUSE_SECRET } from './config.ts';

/**
 * A setting that forbids this start. The server prints only its message (no stack) and
 * exits with 1: it is the operator's configuration to fix, not a bug.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

const isHttpUrl = (raw: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

/**
 * What production (NODE_ENV=production) refuses in the configuration: demo data and every
 * development stand-in. Each problem names the setting to change. Empty outside production.
 * (An enabled deposit channel on the demo gateway is data, not a setting: main.ts checks it
 * after migrating, with modules/deposits/production-check.ts.) The checks run at process start;
 * an app built in-process (tests) still has the run-time refusals of each stand-in.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.seedDemo) {
    problems.push('SEED_DEMO=true: production never seeds the demo brands, players and operator; unset it.');
  }
  if (!config.messageWebhookUrl) {
    problems.push('MESSAGE_WEBHOOK_URL is unset: the development outbox delivers no SMS or e-mail; name the gateway.');
  } else if (!isHttpUrl(config.messageWebhookUrl)) {
    problems.push('MESSAGE_WEBHOOK_URL is not an http(s) address.');
  }
  if (config.identityLogin && !config.identityJwksUrl) {
    problems.push(
      'IDENTITY_JWKS_URL is unset: the development identity provider signs its own tokens; name the provider’s JWKS, or set IDENTITY_JWKS_URL=off to turn Google, Facebook and phone sign-in off.',
    );
  } else if (config.identityJwksUrl && !isHttpUrl(config.identityJwksUrl)) {
    problems.push('IDENTITY_JWKS_URL is not an http(s) address (or "off").');
  }
  if (config.houseVendorUrl && (!config.houseVendorSecret || config.houseVendorSecret.length < 32)) {
    problems.push(
      'HOUSE_VENDOR_SECRET is unset or shorter than 32 characters: set the secret shared with the house vendor.',
    );
  } else if (config.houseVendorSecret === DEVELOPMENT_HOUSE_SECRET) {
    problems.push('HOUSE_VENDOR_SECRET is the development secret: set the one shared with the house vendor.');
  }
  return problems;
}

/** Throws a StartupError listing every problem, when there is any. */
export function assertProductionReady(problems: readonly string[]): void {
  if (problems.length === 0) return;
  throw new StartupError(
    `Arcadia refuses to start with NODE_ENV=production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
}
