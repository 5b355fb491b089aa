import type { HandResult } from './rules.ts';

/** The bet spots of the table and what each pays. Money is integer minor units. */

export const BET_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BetSpot = (typeof BET_SPOTS)[number];
export type Bets = Partial<Record<BetSpot, number>>;

/** Winnings per unit staked, as a fraction [numerator, denominator]: Banker pays 0.95:1 (5% commission). */
export const PAYS: Record<BetSpot, readonly [number, number]> = {
  player: [1, 1],
  banker: [95, 100],
  tie: [8, 1],
  playerPair: [11, 1],
  bankerPair: [11, 1],
};

/**
 * House edge per bet with 8 decks, as a fraction of the stake per hand dealt (ties included).
 * Exact values from enumerating every hand of a full shoe (edge.ts, checked by tests and a
 * simulation): Banker 1.0579%, Player 1.2351%, Tie 14.3596%, each pair 10.3614%.
 */
export const HOUSE_EDGE: Record<BetSpot, number> = {
  banker: 0.010579,
  player: 0.012351,
  tie: 0.143596,
  playerPair: 0.103614,
  bankerPair: 0.103614,
};

/** The return to player of each bet: 1 − its edge. */
export const RTP: Record<BetSpot, number> = {
  banker: 1 - HOUSE_EDGE.banker,
  player: 1 - HOUSE_EDGE.player,
  tie: 1 - HOUSE_EDGE.tie,
  playerPair: 1 - HOUSE_EDGE.playerPair,
  bankerPair: 1 - HOUSE_EDGE.bankerPair,
};

/** The catalogue's one figure: the best bet's (Banker), as a lottery states its best bet type's. */
export const STATED_RTP = Number(RTP.banker.toFixed(4));

export type SpotOutcome = 'win' | 'lose' | 'push';
type Decided = Pick<HandResult, 'winner' | 'playerPair' | 'bankerPair'>;

export function outcomeOf(spot: BetSpot, result: Decided): SpotOutcome {
  switch (spot) {
    case 'player':
      return result.winner === 'P' ? 'win' : result.winner === 'T' ? 'push' : 'lose';
    case 'banker':
      return result.winner === 'B' ? 'win' : result.winner === 'T' ? 'push' : 'lose';
    case 'tie':
      return result.winner === 'T' ? 'win' : 'lose';
    case 'playerPair':
      return result.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return result.bankerPair ? 'win' : 'lose';
  }
}

/**
 * What a spot gives back, stake included: 0 when lost, the stake on a push, stake plus
 * winnings on a win. The commission's fraction of a minor unit is kept by the house
 * (winnings are rounded down), as a cashier cannot pay half a centavo.
 */
export function returnOf(spot: BetSpot, stake: number, result: Decided) {
  const outcome = outcomeOf(spot, result);
  if (outcome === 'lose') return 0;
  if (outcome === 'push') return stake;
  const [numerator, denominator] = PAYS[spot];
  return stake + Math.floor((stake * numerator) / denominator);
}

export interface SettledSpot {
  spot: BetSpot;
  stake: number;
  outcome: SpotOutcome;
  returned: number;
}

export interface Settlement {
  spots: SettledSpot[];
  /** Sum of the stakes: the one wallet bet of the hand. */
  stake: number;
  /** Sum of what comes back: the one wallet win of the hand (0 when everything lost). */
  returned: number;
}

export function settle(bets: Bets, result: Decided): Settlement {
  const spots: SettledSpot[] = [];
  for (const spot of BET_SPOTS) {
    const stake = bets[spot] ?? 0;
    if (stake <= 0) continue;
    spots.push({ spot, stake, outcome: outcomeOf(spot, result), returned: returnOf(spot, stake, result) });
  }
  return {
    spots,
    stake: spots.reduce((sum, line) => sum + line.stake, 0),
    returned: spots.reduce((sum, line) => sum + line.returned, 0),
  };
}

export interface Limits {
  minBet: number;
  maxBet: number;
}

/** Why some bets cannot be dealt: none staked, or a spot outside the table's limits (per spot). */
export function betsProblem(limits: Limits, bets: Bets): 'empty' | 'out-of-range' | null {
  const stakes = BET_SPOTS.map((spot) => bets[spot] ?? 0);
  if (stakes.some((stake) => !Number.isSafeInteger(stake) || stake < 0)) return 'out-of-range';
  if (stakes.some((stake) => stake !== 0 && (stake < limits.minBet || stake > limits.maxBet))) return 'out-of-range';
  return stakes.every((stake) => stake === 0) ? 'empty' : null;
}

/** The same spots with the same stakes, ignoring empty ones and key order. */
export const sameBets = (a: Bets, b: Bets) => BET_SPOTS.every((spot) => (a[spot] ?? 0) === (b[spot] ?? 0));

/** Only the staked spots, in table order. */
export const stakedOnly = (bets: Bets): Bets =>
  Object.fromEntries(BET_SPOTS.filter((spot) => (bets[spot] ?? 0) > 0).map((spot) => [spot, bets[spot]]));
