import type { FastifyInstance } from 'fastify';
import { type SeamlessClient, seamlessClient } from '../seamless-client.ts';
import type { Wallet } from './tickets.service.ts';

/**
 * Where our seamless-wallet API listens: config WALLET_API_URL when set, else this
 * process's own listening address (known only after listen, so read per call; a
 * test that listens on port 0 needs nothing more), else the configured port.
 */
export function walletBaseUrl(app: FastifyInstance): string {
  const configured = (app.config as { walletApiUrl?: string | null }).walletApiUrl ?? process.env.WALLET_API_URL;
  if (configured) return configured;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : app.config.port;
  return `http://127.0.0.1:${port}`;
}

/** The ARCV vendor's seamless client, rebuilt if the wallet's address changes (a test server). */
export function lotteryWallet(app: FastifyInstance, secret: string): Wallet {
  let cached: { base: string; client: SeamlessClient } | null = null;
  const client = () => {
    const base = walletBaseUrl(app);
    if (cached?.base !== base) cached = { base, client: seamlessClient({ baseUrl: base, vendor: 'ARCV', secret }) };
    return cached.client;
  };
  return {
    bet: (body) => client().bet(body),
    win: (body) => client().win(body),
    rollback: (body) => client().rollback(body),
    balance: (body) => client().balance(body),
  };
}

export const authenticateWith = (app: FastifyInstance, secret: string) => (launchToken: string) =>
  seamlessClient({ baseUrl: walletBaseUrl(app), vendor: 'ARCV', secret }).authenticate({ launchToken });
