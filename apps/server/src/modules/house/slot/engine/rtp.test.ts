import { describe, expect, test } from 'vitest';
import { compile, playUnits } from './engine.ts';
import { exactRtp } from './exact-rtp.ts';
import { PAYTABLES } from './paytables.ts';
import { FastRandom } from './random.ts';

const tables = Object.values(PAYTABLES);

describe('stated RTP', () => {
  test.each(tables)('$id: the stated RTP is the exact one, to the 4 decimals stated', (table) => {
    const exact = exactRtp(table);
    expect(Math.abs(exact.rtp - table.rtp)).toBeLessThanOrEqual(0.00005);
    expect(table.rtp).toBeGreaterThan(0.955);
    expect(table.rtp).toBeLessThan(0.965);
    // What the formula leaves out (the free-spin cap) cannot move the figure.
    expect(exact.capChance).toBeLessThan(1e-15);
  });
});

/**
 * A million-plus rounds of the real engine (free spins included) on a seeded fast generator.
 * Each paytable states its tolerance; it must be at least four standard errors of the run, so
 * a correct engine passes for any seed and a wrong one cannot hide behind a lucky seed.
 */
describe('simulated RTP', () => {
  test.each(tables)(
    '$id: $simulationSpins rounds land within the stated tolerance',
    (table) => {
      const compiled = compile(table);
      const random = new FastRandom(20_250_101);
      const spins = table.simulationSpins;
      let sum = 0;
      let squares = 0;
      let hits = 0;
      const started = performance.now();
      for (let i = 0; i < spins; i++) {
        const win = playUnits(compiled, random) / table.lines;
        sum += win;
        squares += win * win;
        if (win > 0) hits++;
      }
      const ms = performance.now() - started;
      const rtp = sum / spins;
      const sd = Math.sqrt(squares / spins - rtp * rtp);
      const standardError = sd / Math.sqrt(spins);
      console.info(
        `${table.id}: ${spins} rounds in ${ms.toFixed(0)} ms, RTP ${(rtp * 100).toFixed(3)}% ` +
          `(stated ${(table.rtp * 100).toFixed(2)}% ± ${(table.tolerance * 100).toFixed(2)}), ` +
          `sd ${sd.toFixed(2)}, 4 SE ${(4 * standardError * 100).toFixed(3)}%, hit rate ${((hits / spins) * 100).toFixed(1)}%`,
      );
      expect(spins).toBeGreaterThanOrEqual(1_000_000);
      expect(table.tolerance).toBeGreaterThanOrEqual(4 * standardError);
      expect(Math.abs(rtp - table.rtp)).toBeLessThanOrEqual(table.tolerance);
    },
    120_000,
  );
});
