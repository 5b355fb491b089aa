import type { FastifyInstance } from 'fastify';
import { type SeamlessClient, seamlessClient } from '../seamless-client.ts';
import { walletBaseUrl } from '../wallet-url.ts';
import type { Wallet } from './tickets.service.ts';

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
