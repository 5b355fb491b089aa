import { describe, expect, test } from 'vitest';
import { compile } from './compile.ts';
import { countScatters, lineUnits, waysUnits } from './engine.ts';
import { PAYLINES } from './paylines.ts';
import { gridOf } from './test-kit.ts';
import { CORAL_REEF } from './titles/coral-reef.ts';
import { GOLDEN_DRAGON } from './titles/golden-dragon.ts';
import type { SlotMath } from './types.ts';

const found = (math: SlotMath, grid: Uint8Array) => {
  const c = compile(math);
  const wins: string[] = [];
  const evaluate = c.ways ? waysUnits : lineUnits;
  const total = evaluate(c, grid, (line, symbol, count, units, ways) =>
    wins.push(
      line < 0 ? `${c.ids[symbol]}x${count}/${ways}=${units}` : `${line + 1}:${c.ids[symbol]}x${count}=${units}`,
    ),
  );
  return { total, wins };
};

describe('paylines', () => {
  test('25 different lines, each a row per reel', () => {
    expect(new Set(PAYLINES.map((line) => line.join())).size).toBe(25);
    for (const line of PAYLINES) for (const row of line) expect([0, 1, 2]).toContain(row);
  });
});

describe('line pays (Golden Dragon, 25 lines)', () => {
  const math = GOLDEN_DRAGON.math;
  const pay = (id: string, count: number) => math.pays[id]?.[count - 2] ?? 0;

  test('five of a kind on the middle line pays that line', () => {
    const { wins } = found(
      math,
      grid(
        math,
        'jade-coin koi lantern jade-fan jade-vase',
        'pearl pearl pearl pearl pearl',
        'koi lantern jade-fan jade-vase koi',
      ),
    );
    expect(wins).toContain(`1:pearlx5=${pay('pearl', 5)}`);
  });

  test('wilds stand in for the first other symbol, before and after it', () => {
    const { wins } = found(
      math,
      grid(
        math,
        'jade-coin koi lantern jade-fan jade-vase',
        'dragon koi koi dragon jade-fan',
        'koi lantern jade-fan jade-vase koi',
      ),
    );
    expect(wins).toContain(`1:koix4=${pay('koi', 4)}`);
  });

  test('a run of wilds pays as wilds when that is worth more', () => {
    expect(pay('dragon', 3)).toBeGreaterThan(pay('lantern', 4));
    const { wins } = found(
      math,
      grid(
        math,
        'jade-coin koi lantern jade-fan jade-vase',
        'dragon dragon dragon lantern jade-fan',
        'koi lantern jade-fan jade-vase koi',
      ),
    );
    expect(wins).toContain(`1:dragonx3=${pay('dragon', 3)}`);
  });

  test('a scatter ends a line and is counted anywhere', () => {
    const g = grid(
      math,
      'jade-coin koi lantern jade-fan jade-vase',
      'red-envelope red-envelope red-envelope pearl pearl',
      'koi lantern jade-fan jade-vase koi',
    );
    expect(found(math, g).wins.filter((win) => win.startsWith('1:'))).toEqual([]);
    expect(countScatters(compile(math), g)).toBe(3);
  });
});

describe('ways pays (Coral Reef, 243 ways)', () => {
  const math = CORAL_REEF.math;
  const pay = (id: string, count: number) => math.pays[id]?.[count - 2] ?? 0;

  test('each reel multiplies the ways by the cells showing the symbol or a turtle', () => {
    const { wins, total } = found(
      math,
      grid(
        math,
        'clownfish clownfish octopus scallop sea-fan',
        'clownfish turtle clownfish sea-urchin scallop',
        'sea-fan starfish clownfish scallop sea-urchin',
      ),
    );
    // Clownfish: 2 cells on reel 1, then 2 (one a turtle), then 2, then none: 3 of a kind, 8 ways.
    // The sea fan reaches reel 2 through the turtle only: 2 of a kind, which pays nothing.
    expect(wins).toContain(`clownfishx3/8=${8 * pay('clownfish', 3)}`);
    expect(total).toBe(8 * pay('clownfish', 3));
  });

  test('a symbol pays once however often it shows on the first reel, and a scatter never pays as a way', () => {
    const { wins } = found(
      math,
      grid(
        math,
        'pearl-shell scallop scallop sea-fan octopus',
        'scallop scallop starfish sea-urchin octopus',
        'pearl-shell red-coral scallop scallop octopus',
      ),
    );
    expect(wins).toEqual([`scallopx4/4=${4 * pay('scallop', 4)}`]);
  });

  test('the wild never sits on the first reel of a ways title', () => {
    const strips = compile(math).base.strips;
    expect(strips[0]?.includes(compile(math).wild)).toBe(false);
  });
});

function grid(math: SlotMath, ...rows: string[]) {
  return gridOf(math, ...rows);
}
