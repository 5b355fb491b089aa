import { FastRandom, type RandomSource } from '../fair/random.ts';
import { DECKS, SHOE_SIZE } from './cards.ts';
import { shuffle } from './fair.ts';
import { BET_SPOTS, type BetSpot, returnOf } from './payouts.ts';
import { bankerDraws, playerDraws } from './rules.ts';
import { dealShoe } from './shoe.ts';

/** House edge of every bet: exactly, by enumerating a full shoe, and by simulating shoes. */

export interface Odds {
  player: number;
  banker: number;
  tie: number;
}

/**
 * Exact win/tie probabilities of one hand off a full 8-deck shoe: every sequence of card
 * VALUES (0 holds the 128 tens and faces, 1–9 hold 32 cards each) weighted by drawing
 * without replacement, through the same drawing rules as the table.
 */
export function exactOdds(): Odds {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 * DECKS : 4 * DECKS));
  const odds: Odds = { player: 0, banker: 0, tie: 0 };
  let left = SHOE_SIZE;
  // Draws value v with its probability, runs `next` with the card out of the shoe, puts it back.
  const each = (weight: number, next: (value: number, weight: number) => void) => {
    for (let value = 0; value < 10; value += 1) {
      const count = counts[value] as number;
      if (count === 0) continue;
      const p = weight * (count / left);
      counts[value] = count - 1;
      left -= 1;
      next(value, p);
      left += 1;
      counts[value] = count;
    }
  };
  const record = (playerTotal: number, bankerTotal: number, weight: number) => {
    if (playerTotal > bankerTotal) odds.player += weight;
    else if (bankerTotal > playerTotal) odds.banker += weight;
    else odds.tie += weight;
  };
  each(1, (p1, w1) =>
    each(w1, (b1, w2) =>
      each(w2, (p2, w3) =>
        each(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return record(player, banker, w4);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return record(player, banker, w4);
            return each(w4, (b3, w5) => record(player, (banker + b3) % 10, w5));
          }
          each(w4, (p3, w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return record(playerFinal, banker, w5);
            each(w5, (b3, w6) => record(playerFinal, (banker + b3) % 10, w6));
          });
        }),
      ),
    ),
  );
  return odds;
}

/** Probability that a side's first two cards pair by rank: 13 ranks × (32/416) × (31/415). */
export const pairProbability = () => (13 * (4 * DECKS) * (4 * DECKS - 1)) / (SHOE_SIZE * (SHOE_SIZE - 1));

/** Exact house edge per bet from the exact odds and the table's payouts. */
export function exactEdges(): Record<BetSpot, number> {
  const odds = exactOdds();
  const pair = pairProbability();
  return {
    player: odds.banker - odds.player,
    banker: odds.player - 0.95 * odds.banker,
    tie: 1 - 9 * odds.tie,
    playerPair: 1 - 12 * pair,
    bankerPair: 1 - 12 * pair,
  };
}

export interface Simulation {
  hands: number;
  shoes: number;
  /** Observed house edge per bet: stakes kept minus paid, over stakes placed. */
  edge: Record<BetSpot, number>;
  frequency: Odds;
}

/**
 * Deals `hands` hands through whole shoes shuffled by `random` (dealing, burn and cut card
 * exactly as the table does), staking 100 on every spot each hand. FastRandom by default: the
 * fair stream's own shuffle is checked apart (fair.test.ts), and millions of hands run in seconds.
 */
export function simulate(hands: number, random: Pick<RandomSource, 'int'> = new FastRandom(1)): Simulation {
  const stake = 100;
  const net = Object.fromEntries(BET_SPOTS.map((spot) => [spot, 0])) as Record<BetSpot, number>;
  const count = { player: 0, banker: 0, tie: 0 };
  let dealt = 0;
  let shoes = 0;
  while (dealt < hands) {
    shoes += 1;
    for (const { result } of dealShoe(shuffle(random))) {
      if (dealt === hands) break;
      dealt += 1;
      count[result.winner === 'P' ? 'player' : result.winner === 'B' ? 'banker' : 'tie'] += 1;
      for (const spot of BET_SPOTS) net[spot] += returnOf(spot, stake, result) - stake;
    }
  }
  const edge = Object.fromEntries(BET_SPOTS.map((spot) => [spot, -net[spot] / (stake * hands)]));
  return {
    hands,
    shoes,
    edge: edge as Record<BetSpot, number>,
    frequency: { player: count.player / hands, banker: count.banker / hands, tie: count.tie / hands },
  };
}
