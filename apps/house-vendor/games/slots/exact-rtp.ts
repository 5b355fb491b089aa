import { MAX_FREE_SPINS } from './engine.ts';
import type { SlotMath } from './types.ts';

const REELS = 5;
const ROWS = 3;

type Reels = readonly (readonly string[])[];

/** What one spin of a set of reels returns, in stakes, and how many scatters it shows. */
export interface SpinValue {
  /** Line or way pays. */
  wins: number;
  scatter: number;
  /** wins + scatter. */
  spin: number;
  /** P(count of scatters on the grid), index = count. */
  scatters: number[];
}

/** The exact return of a title, in stakes per paid round, and its parts. */
export interface ExactRtp {
  base: SpinValue;
  /** Chance a paid spin starts the feature. */
  trigger: number;
  /** Expected feature win per paid round (its share of the RTP). */
  feature: number;
  /** Expected feature win once started. */
  featureWin: number;
  /** Free spins only: one free spin's value (before the multiplier) and the free spins a round plays once started. */
  freeSpin?: SpinValue;
  freeSpinsPerFeature?: number;
  rtp: number;
  /** Upper bound on the chance a round reaches the free-spin cap (what the formula leaves out). */
  capChance: number;
}

/**
 * Exact RTP by reel-strip combinatorics, written apart from the engine's evaluator:
 * - a line: every combination of five symbols it can read, weighted by the product of each
 *   symbol's share of its strip, paying the best over all symbols of that symbol's run from
 *   the left, wilds counting as it (the engine's rule, since the wild pays at least as much as
 *   any symbol); every line has this expectation (its cells are on independent reels), and a
 *   line pays in coins of stake / lines;
 * - ways: for symbol s with n_i cells showing s or a wild on reel i (counted over each reel's
 *   windows), E[pay] = Σ_k pay(s, k) · Π_{i<k} E[n_i] · P(n_k = 0) (no factor past reel 5);
 * - scatters: the count in each reel's window over every stop, convolved across reels;
 * - free spins: with m = Σ_k P_free(k) · awarded(k) < 1, one free spin and all it awards are
 *   worth V = multiplier · freeSpin / (1 − m), and the feature Σ_k P_base(k) · awarded(k) · V;
 * - pick: a uniform shuffle of n prizes and e enders reveals each prize before every ender
 *   with chance 1 / (e + 1), so a board pays Σ prizes / (e + 1), times the scatters' multiplier.
 * The engine stops a round after MAX_FREE_SPINS free spins; `capChance` bounds how often that
 * happens (a binomial tail on the retriggers needed) and the formula leaves the cap out.
 */
export function exactRtp(math: SlotMath): ExactRtp {
  const base = spinValue(math, math.reels);
  const trigger = sum(base.scatters.slice(math.trigger));
  const feature = math.feature;
  const at = (values: readonly number[], count: number) => values[Math.min(count, values.length - 1)] ?? 0;
  const fromTrigger = (value: (count: number) => number) =>
    base.scatters.reduce((total, p, count) => (count >= math.trigger ? total + p * value(count) : total), 0);

  if (feature.kind === 'pick') {
    const board = sum(feature.prizes) / (feature.enders + 1) / math.coins;
    const value = fromTrigger((count) => at(feature.multipliers, count) * board);
    return { base, trigger, feature: value, featureWin: value / trigger, rtp: base.spin + value, capChance: 0 };
  }

  const freeSpin = spinValue(math, feature.reels ?? math.reels);
  const awardedBy = (count: number) => (count >= math.trigger ? at(feature.awarded, count) : 0);
  const again = freeSpin.scatters.reduce((total, p, count) => total + p * awardedBy(count), 0);
  if (again >= 1) throw new Error('free spins would never end');
  const perSpin = (feature.multiplier * freeSpin.spin) / (1 - again);
  const started = fromTrigger(awardedBy);
  const value = started * perSpin;
  const retrigger = sum(freeSpin.scatters.slice(math.trigger));
  const most = Math.max(...feature.awarded);
  return {
    base,
    trigger,
    feature: value,
    featureWin: value / trigger,
    freeSpin,
    freeSpinsPerFeature: started / (1 - again) / trigger,
    rtp: base.spin + value,
    capChance: binomialTail(MAX_FREE_SPINS, Math.ceil(MAX_FREE_SPINS / most) - 1, retrigger),
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function spinValue(math: SlotMath, reels: Reels): SpinValue {
  const wins =
    math.evaluation.kind === 'lines'
      ? (lineExpectation(math, reels) * math.evaluation.lines) / math.coins
      : waysExpectation(math, reels) / math.coins;
  const scatters = scatterDistribution(math, reels);
  const scatter = scatters.reduce(
    (total, p, count) => total + p * (math.scatterPays[Math.min(count, math.scatterPays.length - 1)] ?? 0),
    0,
  );
  return { wins, scatter, spin: wins + scatter, scatters };
}

const idOf = (math: SlotMath, role: 'wild' | 'scatter') => math.symbols.find((s) => s.role === role)?.id ?? '';

const pay = (math: SlotMath, symbol: string, count: number) => (count >= 2 ? (math.pays[symbol]?.[count - 2] ?? 0) : 0);

function shares(reel: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const symbol of reel) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, n]) => [symbol, n / reel.length]);
}

/** Expected pay of one line in coins. */
function lineExpectation(math: SlotMath, reels: Reels): number {
  const wild = idOf(math, 'wild');
  const scatter = idOf(math, 'scatter');
  const perReel = reels.map(shares);
  const payers = Object.keys(math.pays).filter((symbol) => symbol !== scatter);
  const combo: string[] = [];
  let expected = 0;
  const walk = (reel: number, probability: number) => {
    if (reel === REELS) {
      let best = 0;
      for (const symbol of payers) {
        let run = 0;
        while (run < REELS && (combo[run] === symbol || combo[run] === wild)) run++;
        best = Math.max(best, pay(math, symbol, run));
      }
      expected += probability * best;
      return;
    }
    for (const [symbol, share] of perReel[reel] ?? []) {
      combo[reel] = symbol;
      walk(reel + 1, probability * share);
    }
  };
  walk(0, 1);
  return expected;
}

/** Expected ways pay of one spin in coins. */
function waysExpectation(math: SlotMath, reels: Reels): number {
  const wild = idOf(math, 'wild');
  let expected = 0;
  for (const symbol of Object.keys(math.pays)) {
    // Per reel: the mean count of cells showing the symbol or a wild, and the chance of none.
    const stats = reels.map((reel) => {
      let mean = 0;
      let none = 0;
      for (let stop = 0; stop < reel.length; stop++) {
        let n = 0;
        for (let row = 0; row < ROWS; row++) {
          const shown = reel[(stop + row) % reel.length];
          if (shown === symbol || shown === wild) n++;
        }
        mean += n / reel.length;
        if (n === 0) none += 1 / reel.length;
      }
      return { mean, none };
    });
    let reach = 1;
    for (let k = 1; k <= REELS; k++) {
      reach *= stats[k - 1]?.mean ?? 0;
      expected += pay(math, symbol, k) * reach * (k < REELS ? (stats[k]?.none ?? 0) : 1);
    }
  }
  return expected;
}

/** P(count of scatters visible on the whole grid), index = count. */
function scatterDistribution(math: SlotMath, reels: Reels): number[] {
  const scatter = idOf(math, 'scatter');
  let total = [1];
  for (const reel of reels) {
    const perReel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < reel.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (reel[(stop + row) % reel.length] === scatter) n++;
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
  if (p === 0) return k <= 0 ? 1 : 0;
  const logFactorial = (m: number) => {
    let total = 0;
    for (let i = 2; i <= m; i++) total += Math.log(i);
    return total;
  };
  let tail = 0;
  for (let i = Math.max(k, 0); i <= n; i++) {
    tail += Math.exp(
      logFactorial(n) - logFactorial(i) - logFactorial(n - i) + i * Math.log(p) + (n - i) * Math.log(1 - p),
    );
  }
  return tail;
}
