import { MAX_FREE_SPINS } from './engine.ts';
import type { Paytable } from './paytable-types.ts';
import { REELS, ROWS, SYMBOLS, type SymbolId } from './symbols.ts';

/** The exact return of a paytable, in stakes per paid spin, and its parts. */
export interface ExactRtp {
  /** Line pays of one spin (every line has the same expectation: its cells are on independent reels). */
  lines: number;
  scatter: number;
  /** lines + scatter: one spin without the feature. */
  spin: number;
  /** Chance a spin shows three or more scatters. */
  trigger: number;
  /** Expected win of the free spins one trigger starts, retriggers included, in stakes. */
  feature: number;
  rtp: number;
  /** Upper bound on the chance a round reaches the free-spin cap (what the formula ignores). */
  capChance: number;
}

/**
 * Exact RTP by reel-strip combinatorics, written independently of the engine's evaluator:
 * - a line's expected pay: every combination of the five symbols it can read, weighted by
 *   the product of each symbol's share of its strip, paying the best over all symbols of
 *   that symbol's run from the left (wilds counting as it) — the engine's rule, stated plainly;
 * - scatters: the count visible in each reel's three-row window over every stop, convolved;
 * - free spins: F = awarded × (multiplier × spin + trigger × F), so
 *   F = awarded × multiplier × spin / (1 − awarded × trigger), and RTP = spin + trigger × F.
 * The engine stops a round after MAX_FREE_SPINS free spins. Getting there needs at least
 * MAX_FREE_SPINS / awarded − 1 retriggers within MAX_FREE_SPINS spins; `capChance` bounds that
 * (a binomial tail) and the formula leaves the cap out.
 */
export function exactRtp(table: Paytable): ExactRtp {
  const lines = lineExpectation(table);
  const scatterCounts = scatterDistribution(table);
  const scatter = scatterCounts.reduce((sum, p, count) => sum + p * scatterPay(table, count), 0);
  const trigger = scatterCounts.slice(3).reduce((sum, p) => sum + p, 0);
  const spin = lines + scatter;
  const { awarded, multiplier } = table.freeSpins;
  if (awarded * trigger >= 1) throw new Error('free spins would never end');
  const feature = (awarded * multiplier * spin) / (1 - awarded * trigger);
  const capChance = binomialTail(MAX_FREE_SPINS, Math.ceil(MAX_FREE_SPINS / awarded) - 1, trigger);
  return { lines, scatter, spin, trigger, feature, rtp: spin + trigger * feature, capChance };
}

const scatterPay = (table: Paytable, count: number) =>
  table.scatterPays[Math.min(count, table.scatterPays.length - 1)] ?? 0;

function shares(table: Paytable): Map<SymbolId, number>[] {
  return table.reels.map((reel) => {
    const counts = new Map<SymbolId, number>();
    for (const symbol of reel) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return new Map([...counts].map(([symbol, n]) => [symbol, n / reel.length]));
  });
}

/**
 * Expected pay of one line in line bets, which is also the line pays' return in stakes:
 * `lines` lines at a line bet of stake / lines.
 */
function lineExpectation(table: Paytable): number {
  const reels = shares(table).map((reel) => [...reel]);
  const payers = SYMBOLS.filter((symbol) => symbol !== 'W' && symbol !== 'S' && table.pays[symbol]);
  const pay = (symbol: SymbolId, run: number) => (run >= 2 ? (table.pays[symbol]?.[run - 2] ?? 0) : 0);
  const combo: SymbolId[] = [];
  let expected = 0;
  const walk = (reel: number, probability: number) => {
    if (reel === REELS) {
      const run = (symbol: SymbolId) => {
        let n = 0;
        while (n < REELS && (combo[n] === symbol || combo[n] === 'W')) n++;
        return n;
      };
      let best = pay('W', run('W'));
      for (const symbol of payers) best = Math.max(best, pay(symbol, run(symbol)));
      expected += probability * best;
      return;
    }
    for (const [symbol, share] of reels[reel] ?? []) {
      combo[reel] = symbol;
      walk(reel + 1, probability * share);
    }
  };
  walk(0, 1);
  return expected;
}

/** P(count of scatters visible on the whole grid), index = count. */
function scatterDistribution(table: Paytable): number[] {
  let total = [1];
  for (const reel of table.reels) {
    const perReel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < reel.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (reel[(stop + row) % reel.length] === 'S') n++;
      perReel[n] = (perReel[n] ?? 0) + 1 / reel.length;
    }
    const next = new Array<number>(total.length + ROWS).fill(0);
    total.forEach((p, a) => {
      perReel.forEach((q, b) => {
        next[a + b] = (next[a + b] ?? 0) + p * q;
      });
    });
    total = next;
  }
  return total;
}

/** P(Binomial(n, p) ≥ k), summed in log space (the terms are tiny). */
function binomialTail(n: number, k: number, p: number): number {
  const logFactorial = (m: number) => {
    let sum = 0;
    for (let i = 2; i <= m; i++) sum += Math.log(i);
    return sum;
  };
  let tail = 0;
  for (let i = k; i <= n; i++) {
    tail += Math.exp(
      logFactorial(n) - logFactorial(i) - logFactorial(n - i) + i * Math.log(p) + (n - i) * Math.log(1 - p),
    );
  }
  return tail;
}
