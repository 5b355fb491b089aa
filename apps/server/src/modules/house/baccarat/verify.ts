import type { BaccaratWinner } from '@arcadia/contracts';
import { codeOf } from './cards.ts';
import { fairShoe, seedHash } from './fair.ts';
import { dealShoe, firstHandPosition } from './shoe.ts';

/** What anyone can recompute from a revealed shoe: the order of its cards and every hand it deals. */
export interface VerifiedShoe {
  serverSeedHash: string;
  /** All 416 cards in dealing order, as codes ('AS', 'TH', …). */
  cards: string[];
  /** How many cards the turned first card burned (it included). */
  burned: number;
  hands: {
    hand: number;
    position: number;
    player: string[];
    banker: string[];
    playerTotal: number;
    bankerTotal: number;
    winner: BaccaratWinner;
    playerPair: boolean;
    bankerPair: boolean;
  }[];
}

export function verifyShoe(serverSeed: string, clientSeed: string, shoe: number): VerifiedShoe {
  const order = fairShoe(serverSeed, clientSeed, shoe);
  return {
    serverSeedHash: seedHash(serverSeed),
    cards: order.map(codeOf),
    burned: firstHandPosition(order),
    hands: dealShoe(order).map(({ position, result }, index) => ({
      hand: index + 1,
      position,
      player: result.player.map(codeOf),
      banker: result.banker.map(codeOf),
      playerTotal: result.playerTotal,
      bankerTotal: result.bankerTotal,
      winner: result.winner,
      playerPair: result.playerPair,
      bankerPair: result.bankerPair,
    })),
  };
}
