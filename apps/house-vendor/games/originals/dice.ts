import type { RandomSource } from '../fair/random.ts';
import { checkStake, MAX_STAKE, MIN_STAKE, type OriginalGame, payout, TEN_THOUSANDTHS } from './game.ts';

/**
 * Dice: a roll of 0.00–99.99 (an integer 0–9999 in hundredths, all 10,000 equally likely); the
 * player bets it lands under or over a target. Multipliers are integer ten-thousandths
 * (19800 = 1.98×).
 */

export const OUTCOMES = 10_000;
/** Win chance limits, in outcomes: 0.01% to 98%. */
export const MIN_WINNING = 1;
export const MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  direction: DiceDirection;
  /** Hundredths like the roll (5000 = 50.00). "under" wins when roll < target, "over" when roll > target. */
  target: number;
}

export const GAME: OriginalGame = {
  code: 'dice',
  name: 'Dice',
  rtp: 0.99,
  rtpRange: { min: 0.9899032, max: 0.99 },
  rtpNote:
    'A win pays 99% of the fair odds (99 ÷ win chance), rounded down to 4 decimals, so every target returns 98.99%–99%.',
  minStake: MIN_STAKE,
  maxStake: MAX_STAKE,
  maxMultiplier: 9_900,
  maxPayout: MAX_STAKE * 9_900,
};

/** The round's roll: the only draw dice makes, one int(10000), whatever the bet. */
export const rollDice = (random: RandomSource): number => random.int(OUTCOMES);

/** How many of the 10,000 rolls win the bet; throws outside the 0.01%–98% limits. */
export function winningOutcomes(bet: DiceBet): number {
  const { direction, target } = bet;
  if (direction !== 'under' && direction !== 'over') throw new RangeError(`direction ${direction}`);
  if (!Number.isInteger(target) || target < 0 || target >= OUTCOMES) throw new RangeError(`target ${target}`);
  const winning = direction === 'under' ? target : OUTCOMES - 1 - target;
  if (winning < MIN_WINNING || winning > MAX_WINNING) {
    throw new RangeError(`${direction} ${target} wins on ${winning} rolls, outside ${MIN_WINNING}–${MAX_WINNING}`);
  }
  return winning;
}

/** (1 − 1%) × 10,000 outcomes × 10,000 ten-thousandths. */
const EDGED = 99_000_000;

/** (1 − 1%) × 10,000 / winning, rounded down to ten-thousandths. */
export const multiplierFor = (winning: number): number => Math.floor(EDGED / winning);

/** The bet's multiplier in ten-thousandths. */
export const multiplierOf = (bet: DiceBet): number => multiplierFor(winningOutcomes(bet));

export const wins = (bet: DiceBet, roll: number): boolean =>
  bet.direction === 'under' ? roll < bet.target : roll > bet.target;

/** The bet's payout in minor units for `roll`. */
export function settle(stakeMinor: number, bet: DiceBet, roll: number): number {
  checkStake(stakeMinor);
  const multiplier = multiplierOf(bet);
  if (!Number.isInteger(roll) || roll < 0 || roll >= OUTCOMES) throw new RangeError(`roll ${roll}`);
  return wins(bet, roll) ? payout(stakeMinor, multiplier, TEN_THOUSANDTHS) : 0;
}

/**
 * Exact RTP of a bet: winning / 10,000 × multiplier. The floor takes less than one
 * ten-thousandth off the multiplier, so 0.99 − 0.98 × 10^-4 < RTP ≤ 0.99; it depends on the
 * bet only through its winning count, so "under X" and "over 99.99 − X" return the same.
 */
export function exactRtp(bet: DiceBet): number {
  const winning = winningOutcomes(bet);
  return rtpOfWinning(winning);
}

const rtpOfWinning = (winning: number) => (winning * multiplierFor(winning)) / (OUTCOMES * TEN_THOUSANDTHS);

/** The worst and best exact RTP over every allowed bet, with a winning count that gets each. */
export function rtpExtremes(): { worst: { winning: number; rtp: number }; best: { winning: number; rtp: number } } {
  let worst = { winning: MIN_WINNING, rtp: rtpOfWinning(MIN_WINNING) };
  let best = worst;
  for (let winning = MIN_WINNING; winning <= MAX_WINNING; winning++) {
    const rtp = rtpOfWinning(winning);
    if (rtp < worst.rtp) worst = { winning, rtp };
    if (rtp > best.rtp) best = { winning, rtp };
  }
  return { worst, best };
}
