import { seedHash } from '../fair/random.ts';
import { codeOf } from './cards.ts';
import { fairShoe } from './fair.ts';
import type { Winner } from './rules.ts';
import { dealShoe, firstHandPosition } from './shoe.ts';

/** What anyone can recompute from a revealed shoe: the order of its cards and every hand it deals. */
export interface VerifiedShoe {
  serverSeedHash: string;
  /** All 416 cards in dealing order, as codes ('AS', 'TH', …). */
  cards: string[];
  /** How many cards the turned first card burned (it included). */
  burned: number;
  hands: VerifiedHand[];
}

export interface VerifiedHand {
  hand: number;
  position: number;
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
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
      natural: result.natural,
    })),
  };
}

/** One hand as a road remembers it. */
export interface RoadHand {
  winner: Winner;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
  total: number;
}

/** The road entry of a hand: the winning side's total (either side's on a tie). */
export const roadEntryOf = (hand: Omit<RoadHand, 'total'> & { playerTotal: number; bankerTotal: number }) => ({
  winner: hand.winner,
  playerPair: hand.playerPair,
  bankerPair: hand.bankerPair,
  natural: hand.natural,
  total: hand.winner === 'B' ? hand.bankerTotal : hand.playerTotal,
});

/**
 * Checks a shoe's road against its revealed seeds: the seed hashes to the commitment shown
 * before the shoe, and the first hands of the recomputed shoe are the road's, in order.
 */
export function checkShoe(shoe: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  shoeNo: number;
  road: readonly RoadHand[];
}): { hashMatches: boolean; handsMatch: boolean; verified: VerifiedShoe } {
  const verified = verifyShoe(shoe.serverSeed, shoe.clientSeed, shoe.shoeNo);
  const recomputed = verified.hands.slice(0, shoe.road.length).map(roadEntryOf);
  const handsMatch =
    recomputed.length === shoe.road.length &&
    recomputed.every((entry, i) => {
      const seen = shoe.road[i] as RoadHand;
      return (
        entry.winner === seen.winner &&
        entry.playerPair === seen.playerPair &&
        entry.bankerPair === seen.bankerPair &&
        entry.natural === seen.natural &&
        entry.total === seen.total
      );
    });
  return { hashMatches: verified.serverSeedHash === shoe.serverSeedHash, handsMatch, verified };
}
