import { describe, expect, test } from 'vitest';
import { type Compiled, compile, type ReelSet } from './compile.ts';
import { countScatters, lineUnits, playUnits, spinReels, waysUnits } from './engine.ts';
import { exactRtp } from './exact-rtp.ts';
import { scripted } from './test-kit.ts';
import { CORAL_REEF } from './titles/coral-reef.ts';
import { GOLDEN_DRAGON } from './titles/golden-dragon.ts';
import { PHARAOHS_SUN } from './titles/pharaohs-sun.ts';
import { TITLES } from './titles.ts';
import type { SlotMath } from './types.ts';

const words = (text: string) => text.split(' ');

/** Every stop combination of a reel set through the real engine: the mean spin pay in stakes. */
function enumerate(c: Compiled, set: ReelSet): number {
  const lengths = set.strips.map((strip) => strip.length);
  const grid = new Uint8Array(15);
  const stops = new Int32Array(5);
  const at = [0, 0, 0, 0, 0];
  let sum = 0;
  let combos = 0;
  for (;;) {
    spinReels(set, scripted([...at]), stops, grid);
    sum += (c.ways ? waysUnits(c, grid) : lineUnits(c, grid)) + (c.scatterUnits[countScatters(c, grid)] ?? 0);
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
  return sum / combos / c.math.coins;
}

describe('the engine returns exactly what the combinatorics say', () => {
  // Short strips, so every stop combination can be played through the real engine.
  const lines: SlotMath = {
    ...GOLDEN_DRAGON.math,
    reels: [
      words('dragon pearl jade-coin red-envelope koi lantern gold-ingot'),
      words('pearl dragon dragon jade-fan koi red-envelope jade-vase jade-lotus'),
      words('jade-coin pearl red-envelope dragon jade-lotus koi lantern'),
      words('koi dragon pearl jade-coin red-envelope gold-ingot jade-fan'),
      words('pearl jade-coin dragon koi jade-vase red-envelope lantern lantern'),
    ],
  };

  test.each([10, 25])('lines: every stop combination, %i lines', (count) => {
    const math: SlotMath = { ...lines, evaluation: { kind: 'lines', lines: count }, coins: count };
    const c = compile(math);
    expect(enumerate(c, c.base)).toBeCloseTo(exactRtp(math).base.spin, 12);
  });

  test('ways: every stop combination, base and free-spin reels', () => {
    const free = [
      words('scallop clownfish pearl-shell seahorse sea-fan scallop'),
      words('turtle turtle clownfish scallop pearl-shell sea-fan octopus'),
      words('clownfish turtle scallop turtle seahorse pearl-shell'),
      words('turtle scallop sea-fan clownfish pearl-shell starfish scallop'),
      words('clownfish scallop sea-urchin pearl-shell red-coral scallop'),
    ];
    const math: SlotMath = {
      ...CORAL_REEF.math,
      reels: [
        words('scallop clownfish scallop pearl-shell seahorse sea-fan'),
        words('turtle scallop clownfish clownfish pearl-shell sea-fan octopus'),
        words('clownfish turtle scallop scallop seahorse pearl-shell'),
        words('scallop clownfish sea-fan clownfish pearl-shell starfish'),
        words('clownfish scallop sea-urchin pearl-shell red-coral'),
      ],
      feature: { kind: 'free-spins', awarded: [0, 0, 0, 1], multiplier: 1, reels: free },
    };
    const c = compile(math);
    const exact = exactRtp(math);
    expect(enumerate(c, c.base)).toBeCloseTo(exact.base.spin, 12);
    expect(enumerate(c, c.free)).toBeCloseTo(exact.freeSpin?.spin ?? Number.NaN, 12);
  });

  test('pick: every shuffle of a small board pays on average Σ prizes / (enders + 1)', () => {
    // Reels of scatters only: every round starts the board with 15 scatters (the last multiplier).
    const math: SlotMath = {
      ...PHARAOHS_SUN.math,
      reels: Array.from({ length: 5 }, () => words('sun-disc sun-disc sun-disc')),
      scatterPays: [0],
      feature: { kind: 'pick', prizes: [10, 20, 30, 70], enders: 2, multipliers: [0, 0, 0, 1, 2, 3] },
    };
    const c = compile(math);
    let sum = 0;
    let boards = 0;
    // A shuffle of 6 tiles draws int(6), int(5), …, int(2): 720 scripts, one per order.
    const draw = (script: number[]) => {
      if (script.length === 5) {
        sum += playUnits(c, scripted([0, 0, 0, 0, 0, ...script]));
        boards++;
        return;
      }
      for (let j = 0; j < 6 - script.length; j++) draw([...script, j]);
    };
    draw([]);
    expect(boards).toBe(720);
    expect(sum / boards / math.coins).toBeCloseTo(exactRtp(math).rtp, 12);
    expect(exactRtp(math).rtp).toBeCloseTo((3 * 130) / 3 / math.coins, 12);
  });
});

describe('stated RTP', () => {
  test.each(Object.values(TITLES))('$code: the stated RTP is the exact one, to the 4 decimals stated', (title) => {
    const exact = exactRtp(title.math);
    expect(Math.abs(exact.rtp - title.rtp)).toBeLessThanOrEqual(0.00005);
    expect(title.rtp).toBeGreaterThanOrEqual(0.955);
    expect(title.rtp).toBeLessThanOrEqual(0.965);
    // What the formula leaves out (the free-spin cap) cannot move the figure.
    expect(exact.capChance).toBeLessThan(1e-12);
  });
});
