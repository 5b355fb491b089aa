import { describe, expect, test } from 'vitest';
import type { RandomSource } from '../fair/random.ts';
import { compile, type ReelSet } from './compile.ts';
import { countScatters, lineUnits, MAX_FREE_SPINS, playUnits, spinReels } from './engine.ts';
import { playRound } from './round.ts';
import { scripted } from './test-kit.ts';
import { GOLDEN_DRAGON } from './titles/golden-dragon.ts';
import { PHARAOHS_SUN } from './titles/pharaohs-sun.ts';
import type { SlotMath } from './types.ts';

/** Stops that put `id` in the top row of each reel that has it. */
const stopsOf = (reels: SlotMath['reels'], id: string) => reels.map((reel) => reel.indexOf(id));

/** Stops of a reel set that show no scatter and pay nothing, for the quiet spins of a scripted round. */
function quietStops(math: SlotMath, set: ReelSet): number[] {
  const c = compile(math);
  const grid = new Uint8Array(15);
  for (let k = 0; k < 10_000; k++) {
    const stops = set.strips.map((strip, i) => (k * (i + 3) + i * 7) % strip.length);
    spinReels(set, scripted([...stops]), new Int32Array(5), grid);
    if (countScatters(c, grid) === 0 && lineUnits(c, grid) === 0) return stops;
  }
  throw new Error('no quiet stops');
}

describe('free spins (Golden Dragon)', () => {
  const math = GOLDEN_DRAGON.math;
  const c = compile(math);
  const feature = math.feature.kind === 'free-spins' ? math.feature : null;
  const freeReels = feature?.reels ?? math.reels;
  const quietBase = quietStops(math, c.base);
  const quietFree = quietStops(math, c.free);
  const envelopes = stopsOf(math.reels, 'red-envelope');
  // Envelopes on reels 1–3, nothing on reels 4 and 5.
  const trigger = [envelopes[0], envelopes[1], envelopes[2], quietBase[3], quietBase[4]] as number[];
  const freeEnvelopes = stopsOf(freeReels, 'red-envelope');
  const freeTrigger = [freeEnvelopes[0], freeEnvelopes[1], freeEnvelopes[2], quietFree[3], quietFree[4]] as number[];

  test('three envelopes award 8 free spins on the free reels; the scatter pays on the paid spin', () => {
    const round = playRound(math, scripted([...trigger, ...Array.from({ length: 8 }, () => quietFree).flat()]), 250);
    expect(round.spins[0]?.scatters).toBe(3);
    expect(round.freeSpins).toBe(8);
    expect(round.spins.slice(1).every((spin) => spin.free && spin.win === 0 && spin.multiplier === 3)).toBe(true);
    const scatterWin = round.spins[0]?.wins.find((win) => win.kind === 'scatter');
    expect(scatterWin).toEqual({ kind: 'scatter', symbol: 'red-envelope', count: 3, amount: 5 * 250 });
    expect(round.win).toBe(round.spins[0]?.win);
  });

  test('envelopes during free spins award more, and their wins are tripled', () => {
    const quiet = Array.from({ length: 15 }, () => quietFree).flat();
    const round = playRound(math, scripted([...trigger, ...freeTrigger, ...quiet]), 25);
    expect(round.freeSpins).toBe(16);
    const retrigger = round.spins[1];
    expect(retrigger?.scatters).toBe(3);
    expect(retrigger?.wins.find((win) => win.kind === 'scatter')?.amount).toBe(5 * 25 * 3);
    expect(round.win).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0));
  });

  test('a round never plays more than the free-spin cap', () => {
    let index = 0;
    // The paid spin triggers, then every free spin triggers again.
    const next = () => (index < 5 ? trigger[index++] : freeTrigger[index++ % 5]) ?? 0;
    const cycling: RandomSource = { int: (n) => next() % n, float: () => 0 };
    let spins = 0;
    playUnits(c, cycling, { spin: () => spins++ });
    expect(spins).toBe(1 + MAX_FREE_SPINS);
  });

  test('the stake must be a whole number of coins', () => {
    expect(() => playRound(math, scripted([0, 0, 0, 0, 0]), 30)).toThrow(RangeError);
    expect(() => playRound(math, scripted([0, 0, 0, 0, 0]), 0)).toThrow(RangeError);
  });
});

describe("the pick board (Pharaoh's Sun)", () => {
  const math = PHARAOHS_SUN.math;
  const c = compile(math);
  const quiet = quietStops(math, c.base);
  const discs = stopsOf(math.reels, 'sun-disc');

  test.each([
    [3, 1],
    [4, 3],
    [5, 10],
  ])('%i sun discs open the board with prizes × %i, paid up to the first mummy', (count, multiplier) => {
    const stops = [0, 1, 2, 3, 4].map((reel) => (reel < count ? discs[reel] : quiet[reel]) ?? 0);
    // The shuffle's draws: tile i swaps with tile j ≤ i; all zeros rotate the board.
    const round = playRound(math, scripted([...stops, ...Array.from({ length: 11 }, () => 0)]), 100);
    const pick = round.pick;
    expect(pick?.multiplier).toBe(multiplier);
    expect(pick?.tiles).toHaveLength(12);
    expect(pick?.tiles.filter((tile) => tile === null)).toHaveLength(2);
    const revealed = pick?.tiles.slice(0, pick.revealed) ?? [];
    expect(revealed.every((tile) => tile !== null)).toBe(true);
    expect(pick?.tiles[pick.revealed]).toBeNull();
    expect(pick?.win).toBe(revealed.reduce<number>((sum, tile) => sum + (tile ?? 0), 0));
    expect(round.win).toBe((round.spins[0]?.win ?? 0) + (pick?.win ?? 0));
    expect(round.freeSpins).toBe(0);
  });

  test('no board without three discs', () => {
    const round = playRound(math, scripted([discs[0] ?? 0, discs[1] ?? 0, ...quiet.slice(2)]), 100);
    expect(round.pick).toBeNull();
  });
});
