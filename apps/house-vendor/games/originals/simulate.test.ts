import { describe, expect, it } from 'vitest';
import { GAME as CRASH } from './crash.ts';
import { GAME as DICE } from './dice.ts';
import type { OriginalGame } from './game.ts';
import { GAME as MINES } from './mines.ts';
import { GAME as PLINKO } from './plinko.ts';
import { simulate } from './simulate.ts';

const ROUNDS = 2_000_000;
/** Fixed, so the run is the same every time: a correct engine passes for any seed, never by luck. */
const SEED = 20_250_601;

/**
 * Two million rounds of each game's real engine against the exact RTP of the same mix of
 * strategies. Four standard errors is far outside chance for a correct engine, and the run
 * also bounds how far off a wrong one could be (±4σ is printed: well under a percent).
 */
describe('simulated RTP', () => {
  it.each<OriginalGame>([CRASH, DICE, MINES, PLINKO])(
    '$code: two million rounds land within 4σ of the exact RTP',
    (game) => {
      const started = performance.now();
      const run = simulate(game.code, ROUNDS, SEED);
      const ms = performance.now() - started;
      const pct = (x: number) => `${(x * 100).toFixed(3)}%`;
      console.log(
        `${game.code.padEnd(6)} ${run.rounds} rounds  stated ${pct(game.rtp)}  exact ${pct(run.exactRtp)}  ` +
          `measured ${pct(run.rtp)}  ±4σ ${pct(4 * run.standardError)}  (${ms.toFixed(0)} ms)`,
      );
      expect(run.rounds).toBe(ROUNDS);
      expect(run.staked).toBe(ROUNDS * 10_000);
      expect(run.rtp).toBe(run.paid / run.staked);
      expect(run.exactRtp).toBeLessThanOrEqual(game.rtp);
      expect(run.exactRtp).toBeGreaterThanOrEqual(game.rtpRange.min);
      expect(4 * run.standardError).toBeLessThan(0.01);
      expect(Math.abs(run.rtp - run.exactRtp)).toBeLessThanOrEqual(4 * run.standardError);
    },
  );
});
