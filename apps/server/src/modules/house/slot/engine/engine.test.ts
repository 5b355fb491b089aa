import { describe, expect, test } from 'vitest';
import { compile, countScatters, lineUnits, MAX_FREE_SPINS, playUnits, spinReels } from './engine.ts';
import { exactRtp } from './exact-rtp.ts';
import { PAYLINES } from './paylines.ts';
import type { Paytable } from './paytable-types.ts';
import { PAYTABLES } from './paytables.ts';
import type { RandomSource } from './random.ts';
import { playRound } from './round.ts';
import { SYMBOL_INDEX, SYMBOLS, type SymbolId, strip } from './symbols.ts';

/** Returns the given draws in order (each must fit its range). */
const scripted = (draws: number[]): RandomSource => ({
  int(n) {
    const next = draws.shift();
    if (next === undefined || next >= n) throw new Error(`script ran out or ${next} >= ${n}`);
    return next;
  },
});

/** A grid from three rows written left to right. */
const grid = (...rows: string[]) => {
  const cells = rows.map((row) => strip(row));
  const out = new Uint8Array(15);
  for (let reel = 0; reel < 5; reel++)
    for (let row = 0; row < 3; row++) out[reel * 3 + row] = SYMBOL_INDEX[cells[row]?.[reel] as SymbolId];
  return out;
};

const table = PAYTABLES.low;
const c = compile(table);
const pay = (symbol: SymbolId, count: number) => table.pays[symbol]?.[count - 2] ?? 0;

describe('paylines', () => {
  test('25 different lines, each a row per reel', () => {
    expect(PAYLINES).toHaveLength(25);
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(25);
    for (const line of PAYLINES) for (const row of line) expect([0, 1, 2]).toContain(row);
  });
});

describe('line pays', () => {
  const wins = (g: Uint8Array) => {
    const found: string[] = [];
    const total = lineUnits(c, g, (line, symbol, count, p) =>
      found.push(`${line + 1}:${SYMBOLS[symbol]}x${count}=${p}`),
    );
    return { total, found };
  };

  test('five of a kind on the middle line pays that line only', () => {
    const { total, found } = wins(grid('A K Q J T', 'P1 P1 P1 P1 P1', 'K Q J T A'));
    expect(found).toContain(`1:P1x5=${pay('P1', 5)}`);
    // Lines 16 and 17 dip off the middle on reel 3: P1 P1 ? P1 P1 is a pair, which pays nothing here.
    expect(found).toHaveLength(1);
    expect(total).toBe(pay('P1', 5));
  });

  test('wilds stand in for the first other symbol, before and after it', () => {
    const { found } = wins(grid('A K Q J T', 'W P2 P2 W T', 'K Q J T A'));
    expect(found).toContain(`1:P2x4=${pay('P2', 4)}`);
  });

  test('a run of wilds pays as wilds when that is worth more', () => {
    expect(pay('W', 3)).toBeGreaterThan(pay('P4', 4));
    const { found } = wins(grid('A K Q J T', 'W W W P4 A', 'K Q J T K'));
    expect(found).toContain(`1:Wx3=${pay('W', 3)}`);
  });

  test('a scatter ends a line; it never pays on one', () => {
    const { found } = wins(grid('A K Q J T', 'S S S P1 P1', 'K Q J T A'));
    expect(found.filter((win) => win.startsWith('1:'))).toEqual([]);
    expect(countScatters(grid('A K Q J T', 'S S S P1 P1', 'K Q J T A'))).toBe(3);
  });

  test('a losing grid pays nothing', () => {
    // Neighbouring reels share no symbol, so no line can start a run.
    expect(wins(grid('A J A J A', 'K T K T K', 'Q P4 Q P4 Q')).total).toBe(0);
  });

  test('wild pays are at least every symbol pay at the same count (the evaluator relies on it)', () => {
    for (const t of Object.values(PAYTABLES))
      for (const row of Object.values(t.pays))
        row.forEach((p, i) => {
          expect(t.pays.W?.[i] ?? 0).toBeGreaterThanOrEqual(p);
        });
  });
});

describe('rounds', () => {
  const reelsAt = (stops: number[]) => {
    const g = new Uint8Array(15);
    spinReels(c, scripted([...stops]), new Int32Array(5), g);
    return g;
  };
  const scatterStops = table.reels.map((reel) => reel.indexOf('S'));
  const quietStops = (() => {
    // Find stops that show no scatter and pay nothing, for the free spins of a scripted round.
    for (let k = 0; k < 10_000; k++) {
      const stops = table.reels.map((reel, i) => (k * (i + 3) + i * 7) % reel.length);
      const g = reelsAt(stops);
      if (countScatters(g) === 0 && lineUnits(c, g) === 0) return stops;
    }
    throw new Error('no quiet stops');
  })();

  test('stops wrap round the strip', () => {
    const last = table.reels.map((reel) => reel.length - 1);
    const g = reelsAt(last);
    expect(SYMBOLS[g[1] ?? 0]).toBe(table.reels[0]?.[0]);
  });

  test('three scatters start the awarded free spins, multiplied; the round adds them up', () => {
    const stops = [
      scatterStops[0] ?? 0,
      scatterStops[1] ?? 0,
      scatterStops[2] ?? 0,
      quietStops[3] ?? 0,
      quietStops[4] ?? 0,
    ];
    const { awarded, multiplier } = table.freeSpins;
    const draws = [...stops, ...Array.from({ length: awarded }, () => quietStops).flat()];
    const round = playRound(table, scripted(draws), 200);
    expect(round.spins[0]?.scatters).toBe(3);
    expect(round.freeSpins).toBe(awarded);
    expect(round.spins.slice(1).every((spin) => spin.free && spin.win === 0)).toBe(true);
    expect(round.win).toBe(round.spins[0]?.win);
    expect(round.spins[0]?.scatterWin).toBe((table.scatterPays[3] ?? 0) * 200);
    expect(multiplier).toBeGreaterThan(1);
  });

  test('a scatter trigger during free spins adds more, wins multiplied', () => {
    const trigger = [
      scatterStops[0] ?? 0,
      scatterStops[1] ?? 0,
      scatterStops[2] ?? 0,
      quietStops[3] ?? 0,
      quietStops[4] ?? 0,
    ];
    const { awarded, multiplier } = table.freeSpins;
    const quiet = Array.from({ length: 2 * awarded - 1 }, () => quietStops).flat();
    const round = playRound(table, scripted([...trigger, ...trigger, ...quiet]), 20);
    expect(round.freeSpins).toBe(2 * awarded);
    const base = round.spins[0]?.win ?? 0;
    expect(round.spins[1]?.win).toBe(base * multiplier);
    expect(round.win).toBe(base * (1 + multiplier));
  });

  test('a round never plays more than the free-spin cap', () => {
    const trigger = [
      scatterStops[0] ?? 0,
      scatterStops[1] ?? 0,
      scatterStops[2] ?? 0,
      quietStops[3] ?? 0,
      quietStops[4] ?? 0,
    ];
    let index = 0;
    const cycling: RandomSource = { int: (n) => (trigger[index++ % 5] ?? 0) % n };
    let spins = 0;
    playUnits(c, cycling, { lineWin: () => {}, spin: () => spins++ });
    expect(spins).toBe(1 + MAX_FREE_SPINS);
  });

  test('the stake must split evenly over the lines', () => {
    expect(() => playRound(table, scripted([0, 0, 0, 0, 0]), 25)).toThrow(RangeError);
    expect(() => playRound(table, scripted([0, 0, 0, 0, 0]), 0)).toThrow(RangeError);
  });
});

describe('the engine returns exactly what the combinatorics say', () => {
  // Short strips, so every stop combination can be played through the real engine.
  const small: Paytable = {
    ...PAYTABLES.high,
    // Scatters on every short strip would retrigger for ever; only the one-spin value is compared.
    freeSpins: { awarded: 1, multiplier: 1 },
    reels: [
      strip('W P1 A S K Q P2'),
      strip('P1 W W A K S J T'),
      strip('A P1 S W Q K P3'),
      strip('K W P1 A S P4 J'),
      strip('P1 A W K T S Q Q'),
    ],
  };

  test.each([20, 25] as const)('every stop combination, %i lines', (lines) => {
    const t = { ...small, lines };
    const sc = compile(t);
    const lengths = t.reels.map((reel) => reel.length);
    const g = new Uint8Array(15);
    const stops = new Int32Array(5);
    let sum = 0;
    let combos = 0;
    const at = [0, 0, 0, 0, 0];
    for (;;) {
      spinReels(sc, scripted([...at]), stops, g);
      sum += lineUnits(sc, g) + (sc.scatterUnits[countScatters(g)] ?? 0);
      combos++;
      // Next combination, like an odometer: the last reel turns fastest.
      let reel = 4;
      for (; reel >= 0; reel--) {
        at[reel] = (at[reel] ?? 0) + 1;
        if (at[reel] !== lengths[reel]) break;
        at[reel] = 0;
      }
      if (reel < 0) break;
    }
    expect(combos).toBe(lengths.reduce((a, b) => a * b, 1));
    expect(sum / combos / lines).toBeCloseTo(exactRtp(t).spin, 12);
  });
});
