import { PAYLINES } from './paylines.ts';
import type { SlotMath } from './types.ts';

export const REELS = 5;
export const ROWS = 3;
export const CELLS = REELS * ROWS;
/** Pays are looked up as linePay[symbol * PAY_STRIDE + count], count 0–5. */
export const PAY_STRIDE = 6;

/** Five strips as small ints, each also followed by its first ROWS - 1 symbols so a window never wraps. */
export interface ReelSet {
  strips: Uint8Array[];
  wrapped: Uint8Array[];
}

/** A title's mathematics turned into flat arrays for the hot loop, checked once. */
export interface Compiled {
  math: SlotMath;
  /** Symbol ids by index (the index is the symbol's place in math.symbols). */
  ids: readonly string[];
  wild: number;
  scatter: number;
  base: ReelSet;
  /** The free spins' strips (the base ones unless the feature brings its own). */
  free: ReelSet;
  ways: boolean;
  /** Lines played (0 on a ways title). */
  lines: number;
  /** cells[line * REELS + reel] = the grid index (reel * ROWS + row) the line reads on that reel. */
  cells: Uint8Array;
  linePay: Int32Array;
  /** Scatter pay in coins by scatter count, 0–15. */
  scatterUnits: Int32Array;
  trigger: number;
  /** Free spins awarded by scatter count (all 0 unless the feature is free spins). */
  awarded: Int32Array;
  multiplier: number;
  /** The pick board's tiles, prizes in coins then -1 per ender (empty unless the feature is a pick). */
  pickTiles: Int32Array;
  /** Pick prize multiplier by scatter count. */
  pickMultipliers: Int32Array;
}

const cache = new WeakMap<SlotMath, Compiled>();

const byCount = (values: readonly number[], scale: number) => {
  const out = new Int32Array(CELLS + 1);
  for (let count = 0; count <= CELLS; count++) out[count] = (values[Math.min(count, values.length - 1)] ?? 0) * scale;
  return out;
};

export function compile(math: SlotMath): Compiled {
  const hit = cache.get(math);
  if (hit) return hit;
  const ids = math.symbols.map((symbol) => symbol.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const roleIndex = (role: 'wild' | 'scatter') => {
    const found = math.symbols.filter((symbol) => symbol.role === role);
    if (found.length !== 1) throw new Error(`a title needs exactly one ${role}`);
    return index.get(found[0]?.id ?? '') as number;
  };
  if (index.size !== ids.length) throw new Error('symbol ids repeat');
  const wild = roleIndex('wild');
  const scatter = roleIndex('scatter');
  const feature = math.feature;
  const base = reelSet(math.reels, index);
  const free = feature.kind === 'free-spins' && feature.reels ? reelSet(feature.reels, index) : base;
  const ways = math.evaluation.kind === 'ways';
  const lines = math.evaluation.kind === 'lines' ? math.evaluation.lines : 0;
  if (!ways && (lines < 1 || lines > PAYLINES.length)) throw new Error(`${lines} lines`);

  const linePay = new Int32Array(ids.length * PAY_STRIDE);
  for (const [id, row] of Object.entries(math.pays)) {
    const symbol = index.get(id);
    if (symbol === undefined || symbol === scatter) throw new Error(`${id} cannot pay on a line`);
    row.forEach((pay, i) => {
      linePay[symbol * PAY_STRIDE + i + 2] = pay;
    });
  }
  for (let count = 2; count <= REELS; count++) {
    const wildPay = linePay[wild * PAY_STRIDE + count] ?? 0;
    for (let symbol = 0; symbol < ids.length; symbol++) {
      const pay = linePay[symbol * PAY_STRIDE + count] ?? 0;
      if (!ways && pay > wildPay) throw new Error(`${ids[symbol]} pays more than the wild at ${count}`);
    }
  }
  if (
    feature.kind === 'pick' &&
    (feature.enders < 1 || feature.prizes.some((p) => !Number.isSafeInteger(p) || p < 0))
  ) {
    throw new Error('a pick board needs an ender and whole prizes');
  }
  if (ways) {
    // Every way must start with a real symbol: no wild on a first reel, and none paying of its own.
    if (base.strips[0]?.includes(wild) || free.strips[0]?.includes(wild)) throw new Error('wild on reel 1');
    if (math.pays[ids[wild] ?? '']) throw new Error('a ways wild has no pay');
  }

  const compiled: Compiled = {
    math,
    ids,
    wild,
    scatter,
    base,
    free,
    ways,
    lines,
    cells: Uint8Array.from(PAYLINES.slice(0, lines).flatMap((rows) => rows.map((row, reel) => reel * ROWS + row))),
    linePay,
    scatterUnits: byCount(math.scatterPays, math.coins),
    trigger: math.trigger,
    awarded: feature.kind === 'free-spins' ? byCount(feature.awarded, 1) : new Int32Array(CELLS + 1),
    multiplier: feature.kind === 'free-spins' ? feature.multiplier : 1,
    pickTiles:
      feature.kind === 'pick'
        ? Int32Array.from([...feature.prizes, ...Array.from({ length: feature.enders }, () => -1)])
        : new Int32Array(0),
    pickMultipliers: feature.kind === 'pick' ? byCount(feature.multipliers, 1) : new Int32Array(CELLS + 1),
  };
  cache.set(math, compiled);
  return compiled;
}

function reelSet(reels: readonly (readonly string[])[], index: Map<string, number>): ReelSet {
  if (reels.length !== REELS) throw new Error(`${reels.length} reels`);
  const strips = reels.map((reel) => {
    if (reel.length < ROWS) throw new Error('a strip shorter than the window');
    return Uint8Array.from(reel, (id) => {
      const symbol = index.get(id);
      if (symbol === undefined) throw new Error(`unknown symbol ${id}`);
      return symbol;
    });
  });
  const wrapped = strips.map((strip) => Uint8Array.from([...strip, ...strip.slice(0, ROWS - 1)]));
  return { strips, wrapped };
}
