import type { ValueOf } from '@arcadia/contracts';
import {
  type BaccaratHand,
  type BaccaratState,
  houseBaccaratDeal,
  houseBaccaratNewShoe,
  houseBaccaratState,
} from '@arcadia/contracts';
import type { Bets } from '../../../../games/baccarat/payouts.ts';
import { type Api, ApiError } from '../../lib/api.ts';

/** The table page's calls, each the contract's endpoint through the shell's one client. */

export type Dealt = ValueOf<typeof houseBaccaratDeal>;
export type { BaccaratHand, BaccaratState };

export const loadTable = (api: Api) => api.call(houseBaccaratState);

export const startNewShoe = (api: Api, clientSeed: string) => api.call(houseBaccaratNewShoe, { body: { clientSeed } });

/** A hand's request id: made once per hand, so a lost answer can be asked for again. */
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deals a hand. An answer lost on the way (the network, or the wallet busy with the hand) is asked
 * for again with the same request id: the table deals it once and answers the same hand.
 */
export async function dealHand(api: Api, bets: Bets, serverSeedHash: string, requestId = newRequestId()) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.call(houseBaccaratDeal, { body: { requestId, bets, serverSeedHash } });
    } catch (error) {
      const again = error instanceof ApiError && (error.code === 'network-error' || error.code === 'hand-in-progress');
      if (!again || attempt >= 2) throw error;
      await sleep(800 * (attempt + 1));
    }
  }
}
