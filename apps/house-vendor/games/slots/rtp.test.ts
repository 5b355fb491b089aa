import { describe, expect, test } from 'vitest';
import { FastRandom } from '../fair/random.ts';
import { compile } from './compile.ts';
import { playUnits } from './engine.ts';
import { exactRtp } from './exact-rtp.ts';
import { TITLES } from './titles.ts';

/** Rounds per title: six million (as the first house slot), so ±4σ stays near two points even on the high-volatility title. */
const SPINS = 6_000_000;

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;

/**
 * Millions of rounds of the real engine (features included) on a seeded fast generator, the
 * same numbers every run. The measured RTP must lie within four standard errors of the exact
 * one (and the feature's frequency within four of its exact chance): a correct engine passes
 * for any seed, and one that drifts from the combinatorics by more than the noise fails.
 */
describe('simulated RTP', () => {
  test.each(Object.values(TITLES))(
    '$code: the measured RTP lies within 4 standard errors of the exact one',
    (title) => {
      const c = compile(title.math);
      const exact = exactRtp(title.math);
      const random = new FastRandom(20_260_101);
      let sum = 0;
      let squares = 0;
      let hits = 0;
      let features = 0;
      const observer = { feature: () => features++ };
      const started = performance.now();
      for (let i = 0; i < SPINS; i++) {
        const win = playUnits(c, random, observer) / title.math.coins;
        sum += win;
        squares += win * win;
        if (win > 0) hits++;
      }
      const ms = performance.now() - started;
      const rtp = sum / SPINS;
      const band = 4 * Math.sqrt((squares / SPINS - rtp * rtp) / SPINS);
      const featureBand = 4 * Math.sqrt((exact.trigger * (1 - exact.trigger)) / SPINS);
      console.info(
        `${title.code}: ${SPINS} spins, exact RTP ${percent(exact.rtp)}, measured ${percent(rtp)} ` +
          `(±4σ ${percent(band)}), hit ${percent(hits / SPINS, 1)}, ` +
          `feature 1 in ${(SPINS / features).toFixed(0)} (exact 1 in ${(1 / exact.trigger).toFixed(0)}), ${ms.toFixed(0)} ms`,
      );
      expect(Math.abs(rtp - exact.rtp)).toBeLessThanOrEqual(band);
      expect(Math.abs(features / SPINS - exact.trigger)).toBeLessThanOrEqual(featureBand);
    },
    120_000,
  );
});
