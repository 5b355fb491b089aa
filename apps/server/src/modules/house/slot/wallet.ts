import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors.ts';
import { vendorSecret } from '../../vendors/secrets.ts';
import { type SeamlessClient, seamlessClient } from '../seamless-client.ts';
import { walletBaseUrl } from '../wallet-url.ts';
import type { SlotDeps } from './deps.ts';
import { sessionKey } from './session.ts';

export const SLOT_VENDOR = 'ARC';

/** The slot's dependencies in a running app: the ARC client (rebuilt if the wallet's address changes) and the session key. */
export function slotDeps(app: FastifyInstance): SlotDeps {
  let cached: { base: string; client: SeamlessClient } | null = null;
  let secret: Promise<string> | null = null;
  const readSecret = () => {
    secret ??= vendorSecret(app.db, SLOT_VENDOR).then((value) => {
      if (!value) {
        secret = null;
        throw new AppError('game-maintenance');
      }
      return value;
    });
    return secret;
  };
  return {
    db: app.db,
    wallet: async () => {
      const base = walletBaseUrl(app);
      if (cached?.base !== base)
        cached = { base, client: seamlessClient({ baseUrl: base, vendor: SLOT_VENDOR, secret: await readSecret() }) };
      return cached.client;
    },
    sessionKey: async () => sessionKey(await readSecret()),
  };
}
