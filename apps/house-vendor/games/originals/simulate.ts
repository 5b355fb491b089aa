import { FastRandom, type RandomSource } from '../fair/random.ts';
import * as crash from './crash.ts';
import * as dice from './dice.ts';
import type { OriginalCode } from './game.ts';
import * as mines from './mines.ts';
import * as plinko from './plinko.ts';

/**
 * Plays millions of rounds of a game's real engine on the seeded FastRandom, so a measured RTP
 * can be checked against the exact one. Each game plays a fixed mix of strategies, in turn
 * (round i plays strategy i mod count), so exactRtp of the run is the count-weighted mean of the
 * strategies' exact RTPs. The hot loops use the engines' allocation-free calls (masks, numbers).
 */

export interface Simulation {
  game: OriginalCode;
  rounds: number;
  /** Minor units. */
  staked: number;
  paid: number;
  /** paid / staked. */
  rtp: number;
  /** Of rtp: the sample standard deviation of a round's return (payout / stake) over √rounds. */
  standardError: number;
  /** The exact RTP of this very mix of strategies. */
  exactRtp: number;
}

/** ₱100: every multiplier in every game is a whole number of minor units at this stake. */
export const SIMULATION_STAKE = 10_000;

export interface Strategy {
  label: string;
  exactRtp: number;
  play(random: RandomSource, stake: number): number;
}

/** Reveals cells 0, 1, 2, … in turn, stopping at a mine: any fixed order does, as the mines are a uniform set. */
const FIRST_CELLS = Array.from({ length: mines.CELLS }, (_, c) => c);

export const STRATEGIES: Readonly<Record<OriginalCode, readonly Strategy[]>> = {
  crash: [101, 150, 200, 300, 500, 1_000].map((target) => ({
    label: `cash out at ${(target / 100).toFixed(2)}×`,
    exactRtp: crash.exactRtp(target),
    play: (random, stake) => crash.settle(stake, target, crash.crashPoint(random)),
  })),
  dice: (
    [
      { direction: 'under', target: 5_000 },
      { direction: 'over', target: 7_499 },
      { direction: 'under', target: 1_000 },
      { direction: 'over', target: 9_499 },
      { direction: 'under', target: 9_800 },
    ] as const
  ).map((bet) => ({
    label: `${bet.direction} ${(bet.target / 100).toFixed(2)}`,
    exactRtp: dice.exactRtp(bet),
    play: (random, stake) => dice.settle(stake, bet, dice.rollDice(random)),
  })),
  mines: (
    [
      [1, 5],
      [3, 3],
      [3, 10],
      [5, 2],
      [10, 3],
      [24, 1],
    ] as const
  ).map(([count, reveals]) => {
    const plan = FIRST_CELLS.slice(0, reveals);
    // opened[n − 1] is the plan's first n cells, built once so no round slices an array.
    const opened = plan.map((_, i) => plan.slice(0, i + 1));
    return {
      label: `${count} mines, ${reveals} reveals`,
      exactRtp: mines.exactRtp(count, reveals),
      play: (random: RandomSource, stake: number) => {
        const mask = mines.mineMask(random, count);
        return mines.settle(stake, mask, opened[mines.cellsOpened(mask, plan) - 1] ?? plan);
      },
    };
  }),
  plinko: plinko.RISKS.flatMap((risk) =>
    Array.from({ length: plinko.MAX_ROWS - plinko.MIN_ROWS + 1 }, (_, i) => {
      const rows = plinko.MIN_ROWS + i;
      return {
        label: `${rows} rows, ${risk}`,
        exactRtp: plinko.exactRtp(rows, risk),
        play: (random: RandomSource, stake: number) =>
          plinko.settle(stake, rows, risk, plinko.bucketOf(plinko.dropPath(random, rows))),
      };
    }),
  ),
};

export function simulate(game: OriginalCode, rounds: number, seed: number): Simulation {
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new RangeError(`rounds ${rounds}`);
  const strategies = STRATEGIES[game];
  const count = strategies.length;
  const random = new FastRandom(seed);
  const stake = SIMULATION_STAKE;
  let paid = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const won = (strategies[i % count] as Strategy).play(random, stake);
    paid += won;
    const ratio = won / stake;
    squares += ratio * ratio;
  }
  const staked = rounds * stake;
  const rtp = paid / staked;
  const variance = Math.max(0, squares / rounds - rtp * rtp);
  let exact = 0;
  strategies.forEach((strategy, s) => {
    exact += strategy.exactRtp * (Math.floor((rounds - 1 - s) / count) + 1);
  });
  return {
    game,
    rounds,
    staked,
    paid,
    rtp,
    standardError: Math.sqrt(variance / rounds),
    exactRtp: exact / rounds,
  };
}
