import type { SymbolId } from './symbols.ts';

export type Volatility = 'low' | 'medium' | 'high';

/** Line pays in line bets for 2, 3, 4 and 5 of a kind (0 = no pay). */
export type PayRow = readonly [two: number, three: number, four: number, five: number];

/**
 * One paytable: strips, pays and the RTP it is stated to return. The stated RTP is the
 * exact value from `exactRtp` (reel-strip combinatorics), rounded to 4 decimals; the
 * RTP test recomputes it and checks a simulation lands within `tolerance` of it.
 */
export interface Paytable {
  id: Volatility;
  lines: 20 | 25;
  /** Five strips, read top to bottom, wrapping round; a symbol's weight is how often it is on the strip. */
  reels: readonly (readonly SymbolId[])[];
  /**
   * Line pays, left to right from the first reel. Wild pays must be at least every other
   * symbol's at the same count (checked by a test): then "the best of the wild run or the
   * first other symbol with wilds standing in" is the best pay over all symbols.
   */
  pays: Partial<Record<SymbolId, PayRow>>;
  /** Scatter pays in total stakes, by how many scatters show anywhere (index = count, 0–5+). */
  scatterPays: readonly number[];
  /** Three or more scatters award free spins at the same stake; their wins are multiplied; they retrigger. */
  freeSpins: { awarded: number; multiplier: number };
  /** Stated return to player (0.9612 = 96.12%). */
  rtp: number;
  /** How far a simulation of `simulationSpins` may land from `rtp` (absolute, 0.005 = ±0.5 points). */
  tolerance: number;
  simulationSpins: number;
}
