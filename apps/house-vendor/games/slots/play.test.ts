import { describe, expect, test } from 'vitest';
import { FairRandom, FastRandom } from '../fair/random.ts';
import { play, verify } from './play.ts';
import { TITLE_CODES, TITLES } from './titles.ts';
import { symbolName, winText } from './win-text.ts';

const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce });

describe('play and verify', () => {
  test('only a stake the title offers is played', () => {
    const random = new FastRandom(1);
    expect(() => play('golden-dragon', 30, random)).toThrow(RangeError);
    expect(() => play('pharaohs-sun', 25, random)).toThrow(RangeError);
    expect(() => play('nope' as 'coral-reef', 25, random)).toThrow(RangeError);
    expect(() => play('toString' as 'coral-reef', 25, random)).toThrow(RangeError);
    expect(play('pharaohs-sun', 10, random).stake).toBe(10);
  });

  test('verify is the same round as play with the fair stream', () => {
    for (const code of TITLE_CODES) {
      const stake = TITLES[code].stakes[3] ?? 0;
      expect(verify(code, stake, seeds(5))).toEqual(play(code, stake, new FairRandom(seeds(5))));
    }
  });

  // Rounds a verifier recomputes must never change: these are pinned so a change to the draw
  // order, a strip or a pay shows up here rather than as a player's failed verification.
  test.each([
    ['golden-dragon', 125, 260, [1, 15, 42, 56, 57], 12, 7025],
    ['pharaohs-sun', 50, 25, [54, 22, 30, 2, 37], 0, 1500],
    ['coral-reef', 125, 34, [21, 27, 42, 30, 31], 8, 2460],
  ] as const)('%s at %i, nonce %i: the pinned round', (code, stake, nonce, stops, freeSpins, win) => {
    const round = verify(code, stake, seeds(nonce));
    expect(round.spins[0]?.stops).toEqual(stops);
    expect(round.freeSpins).toBe(freeSpins);
    expect(round.win).toBe(win);
  });

  test.each(TITLE_CODES)('%s: every win is whole minor units, and they add up to the round', (code) => {
    const title = TITLES[code];
    const ids = new Set(title.math.symbols.map((symbol) => symbol.id));
    const random = new FastRandom(99);
    const stake = title.stakes[1] ?? 0;
    for (let i = 0; i < 3000; i++) {
      const round = play(code, stake, random);
      let total = round.pick?.win ?? 0;
      for (const spin of round.spins) {
        expect(spin.grid.flat().every((id) => ids.has(id))).toBe(true);
        for (const win of spin.wins) {
          expect(Number.isSafeInteger(win.amount) && win.amount > 0).toBe(true);
          expect(ids.has(win.symbol)).toBe(true);
          if (win.kind === 'line') expect(win.line).toBeGreaterThanOrEqual(1);
          if (win.kind === 'ways') expect(win.ways).toBeGreaterThanOrEqual(1);
        }
        expect(spin.wins.reduce((sum, win) => sum + win.amount, 0)).toBe(spin.win);
        total += spin.win;
      }
      expect(round.win).toBe(total);
    }
  });
});

describe('wins in words', () => {
  const dragon = TITLES['golden-dragon'];
  const line = { kind: 'line', symbol: 'dragon', count: 3, line: 7, amount: 150 } as const;

  test('a line win names the symbol in the player language', () => {
    expect(winText(dragon, line, 'EN', '₱1.50')).toBe('3 × Dragon on line 7: ₱1.50');
    expect(winText(dragon, line, 'CN', '₱1.50')).toBe('第7线 3 × 金龙：₱1.50');
    expect(winText(dragon, line, 'TY', '₱1.50')).toBe('3 × Dragon sa linya 7: ₱1.50');
  });

  test('ways and scatter wins', () => {
    const reef = TITLES['coral-reef'];
    const ways = { kind: 'ways', symbol: 'clownfish', count: 4, ways: 6, amount: 80 } as const;
    expect(winText(reef, ways, 'EN', '₱0.80')).toBe('4 × Clownfish, 6 ways: ₱0.80');
    expect(winText(reef, ways, 'JA', '₱0.80')).toBe('クマノミ × 4、6ウェイ：₱0.80');
    const scatter = { kind: 'scatter', symbol: 'pearl-shell', count: 3, amount: 250 } as const;
    expect(winText(reef, scatter, 'VI', '₱2.50')).toBe('3 × Sò ngọc trai: ₱2.50');
  });

  test('every symbol of every title has a name in every language', () => {
    for (const title of Object.values(TITLES))
      for (const symbol of title.math.symbols)
        for (const language of ['CN', 'EN', 'VI', 'JA', 'TH', 'TY'] as const)
          expect(symbolName(title, symbol.id, language).trim()).not.toBe('');
  });
});
