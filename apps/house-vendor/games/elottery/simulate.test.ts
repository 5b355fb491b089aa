import { describe, expect, it } from 'vitest';
import * as fiveD from './five-d.ts';
import * as k3 from './k3.ts';
import * as keno from './keno.ts';
import type { GameInfo } from './odds.ts';
import { simulateAll } from './simulate.ts';

const DRAWS = 1_000_000;
const GAMES: Record<string, GameInfo> = { k3: k3.GAME, '5d': fiveD.GAME, keno: keno.GAME };
const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * A million draws of each game on a fixed seed, every bet type settled each draw. Four standard
 * errors: a correct engine passes for almost any seed, while a price or a rule off by a few tenths
 * of a percent on an even-money bet (sd ≈ 0.1% here) cannot hide.
 */
describe('simulated RTP', () => {
  it('lands within 4 standard errors of the exact RTP for every bet type and for the mix', () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const simulations = simulateAll(DRAWS, 20_260_101);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpuSeconds = (process.cpuUsage(cpu).user / 1e6).toFixed(1);
    for (const { code, draws, mix, byKey } of simulations) {
      const game = GAMES[code];
      console.info(
        `${code}: stated RTP ${percent(game?.rtp.min ?? 0)}–${percent(game?.rtp.max ?? 0)}, ` +
          `${draws} draws, mix measured ${percent(mix.rtp)} vs exact ${percent(mix.exactRtp)} ± ${percent(4 * mix.standardError)} (4σ)`,
      );
      expect(draws).toBeGreaterThanOrEqual(1_000_000);
      expect(Math.abs(mix.rtp - mix.exactRtp)).toBeLessThanOrEqual(4 * mix.standardError);
      for (const measured of byKey) {
        expect(Math.abs(measured.rtp - measured.exactRtp), `${code} ${measured.key}`).toBeLessThanOrEqual(
          4 * measured.standardError,
        );
      }
    }
    console.info(`3 × ${DRAWS} draws in ${seconds} s (${cpuSeconds} s of CPU)`);
  }, 120_000);
});
