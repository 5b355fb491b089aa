import { BET_SPOTS, type BetSpot, type Bets, PAYS } from '../../../../games/baccarat/payouts.ts';

/** What the page knows of the spots and chips: their odds as printed, the chips a table offers. */

export type { BetSpot, Bets };
export const SPOTS = BET_SPOTS;

/** "1:1", "0.95:1", "8:1", "11:1". */
export const oddsText = (spot: BetSpot) => {
  const [numerator, denominator] = PAYS[spot];
  return `${Number((numerator / denominator).toFixed(2))}:1`;
};

/** The table's chips: 1, 5, 10, 50 and 100 times its minimum, within its maximum. */
export const chipsOf = (table: { minBet: number; maxBet: number }) =>
  [1, 5, 10, 50, 100].map((n) => n * table.minBet).filter((value) => value <= table.maxBet);

/** A chip's face: whole units, thousands as K ("5", "100", "1K", "2.5K"). */
export function chipFace(minor: number): string {
  const units = minor / 100;
  if (units >= 1000) return `${Number((units / 1000).toFixed(1))}K`;
  return Number(units.toFixed(2)).toString();
}

export const totalOf = (bets: Bets) => SPOTS.reduce((sum, spot) => sum + (bets[spot] ?? 0), 0);
export const isEmpty = (bets: Bets) => totalOf(bets) === 0;

/** A chip added to a spot, the spot kept within the table's maximum. */
export const addChip = (bets: Bets, spot: BetSpot, chip: number, maxBet: number): Bets => ({
  ...bets,
  [spot]: Math.min(maxBet, (bets[spot] ?? 0) + chip),
});

/** Every staked spot doubled, each within the maximum. */
export const doubled = (bets: Bets, maxBet: number): Bets =>
  Object.fromEntries(SPOTS.filter((spot) => bets[spot]).map((spot) => [spot, Math.min(maxBet, (bets[spot] ?? 0) * 2)]));
