import { FastRandom, type RandomSource } from '../fair/random.ts';
import type { Checked } from './check.ts';
import * as fiveD from './five-d.ts';
import * as k3 from './k3.ts';
import * as keno from './keno.ts';
import type { BetType } from './odds.ts';

/**
 * Measured RTP from many draws on the seeded fast generator, through the real draw, validator
 * and settlement: each draw settles one bet of every bet type (the mix), at a stake of 100 so a
 * payout is the odds exactly. Choices (faces, positions, digits, spots) rotate from draw to
 * draw, so every choice is exercised and a bug that favours one cannot hide.
 */

export interface Measured {
  key: string;
  family: string;
  bets: number;
  /** Returned over staked. */
  rtp: number;
  standardError: number;
  /** The bet type's exact RTP, for comparison. */
  exactRtp: number;
}

export interface Simulation {
  code: string;
  draws: number;
  /** The whole mix, one bet of each type per draw, equal stakes. */
  mix: Omit<Measured, 'key' | 'family'>;
  byKey: Measured[];
}

interface Engine<B extends { key: string; stake: number }, R> {
  draw(random: RandomSource): R;
  settler(result: R): (bet: B) => number;
  BET_TYPES: readonly BetType[];
}

const STAKE = 100;

const valid = <B>(checked: Checked<B>): B => {
  if (!checked.ok) throw new Error(`simulate: ${checked.refusal.message}`);
  return checked.bet;
};

export function simulate<B extends { key: string; stake: number }, R>(
  code: string,
  engine: Engine<B, R>,
  mixes: readonly (readonly B[])[],
  draws: number,
  seed: number,
): Simulation {
  const random = new FastRandom(seed);
  const { draw, settler } = engine;
  const size = mixes[0]?.length ?? 0;
  const sums = new Float64Array(size);
  const squares = new Float64Array(size);
  let mixSum = 0;
  let mixSquares = 0;
  for (let i = 0; i < draws; i++) {
    const settle = settler(draw(random));
    const mix = mixes[i % mixes.length] ?? [];
    let total = 0;
    for (let k = 0; k < size; k++) {
      const bet = mix[k];
      if (!bet) continue;
      const x = settle(bet) / bet.stake;
      sums[k] = (sums[k] ?? 0) + x;
      squares[k] = (squares[k] ?? 0) + x * x;
      total += x;
    }
    mixSum += total / size;
    mixSquares += (total / size) ** 2;
  }
  const measure = (sum: number, sumOfSquares: number) => {
    const rtp = sum / draws;
    return { bets: draws, rtp, standardError: Math.sqrt(Math.max(0, sumOfSquares / draws - rtp * rtp) / draws) };
  };
  const rows = new Map(engine.BET_TYPES.map((row) => [row.key, row]));
  const byKey = (mixes[0] ?? []).map((bet, k) => {
    const row = rows.get(bet.key);
    if (!row) throw new Error(`simulate: no bet type ${bet.key}`);
    return { key: row.key, family: row.family, ...measure(sums[k] ?? 0, squares[k] ?? 0), exactRtp: row.rtp };
  });
  const exactMix = byKey.reduce((total, row) => total + row.exactRtp, 0) / size;
  return { code, draws, mix: { ...measure(mixSum, mixSquares), exactRtp: exactMix }, byKey };
}

const rotate = <T>(count: number, make: (v: number) => T) => Array.from({ length: count }, (_, v) => make(v));

/** Six mixes, each face in turn the chosen one. */
export const k3Mixes = () =>
  rotate(6, (v) => {
    const face = (n: number) => ((v + n) % 6) + 1;
    return k3.BET_TYPES.map(({ key }) => {
      const count = k3.FACES_TAKEN[key];
      const faces = count ? [0, 2, 3].slice(0, count).map(face) : undefined;
      return valid(k3.validateBet({ key, stake: STAKE, faces }));
    });
  });

/** Ten mixes: positions 1–5 in turn, digits 0–9 in turn. */
export const fiveDMixes = () =>
  rotate(10, (v) =>
    fiveD.BET_TYPES.map(({ key }) => {
      const { position: takesPosition, digits: count } = fiveD.TAKES[key];
      const position = takesPosition ? (v % 5) + 1 : undefined;
      const digits = count ? [v, (v + 3) % 10, (v + 7) % 10].slice(0, count) : undefined;
      return valid(fiveD.validateBet({ key, stake: STAKE, position, digits }));
    }),
  );

/** Eight mixes of different spots (steps of 9 through 1–80 never repeat a number within ten). */
export const kenoMixes = () =>
  rotate(8, (v) =>
    keno.BET_TYPES.map(({ key }) => {
      const count = keno.spotsTaken(key);
      const spots = count ? rotate(count, (i) => ((v * 7 + i * 9) % 80) + 1) : undefined;
      return valid(keno.validateBet({ key, stake: STAKE, spots }));
    }),
  );

/** Every game's simulation, each on its own stream from `seed`. */
export const simulateAll = (draws: number, seed: number) => [
  simulate('k3', k3, k3Mixes(), draws, seed),
  simulate('5d', fiveD, fiveDMixes(), draws, seed + 1),
  simulate('keno', keno, kenoMixes(), draws, seed + 2),
];
