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
 * Exact values from enumerating every hand of a full shoe (see edge.ts, checked by tests and a
 * 1,000,000-hand simulation): Banker 1.0579%, Player 1.2351%, Tie 14.3596%, each pair 10.3614%.
 */
export const HOUSE_EDGE: Record<BetSpot, number> = {
  banker: 0.010579,
  player: 0.012351,
  tie: 0.143596,
  playerPair: 0.103614,
  bankerPair: 0.103614,
};

export type SpotOutcome = 'win' | 'lose' | 'push';

export function outcomeOf(
  spot: BetSpot,
  result: Pick<HandResult, 'winner' | 'playerPair' | 'bankerPair'>,
): SpotOutcome {
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
export function returnOf(
  spot: BetSpot,
  stake: number,
  result: Pick<HandResult, 'winner' | 'playerPair' | 'bankerPair'>,
) {
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
  /** Sum of the stakes: the one seamless bet of the hand. */
  stake: number;
  /** Sum of what comes back: the one seamless win of the hand (0 when everything lost). */
  returned: number;
}

export function settle(bets: Bets, result: Pick<HandResult, 'winner' | 'playerPair' | 'bankerPair'>): Settlement {
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
