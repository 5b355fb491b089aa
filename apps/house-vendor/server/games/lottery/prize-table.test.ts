import { describe, expect, it } from 'vitest';
import { drawFromSeed, newDrawSeed } from './fairness.ts';
import { drawPrizes, numbersDrawn, PRIZE_TABLES, specialOf } from './prize-table.ts';

const seeded = (region: 'NORTH' | 'SOUTH') => drawFromSeed(region, newDrawSeed(), 'ARCV-VN-1', 1);

describe('the prize tables', () => {
  it('draw 27 numbers in the north and 18 in the south, special 5 and 6 digits', () => {
    expect(numbersDrawn('NORTH')).toBe(27);
    expect(numbersDrawn('SOUTH')).toBe(18);
    expect(specialOf(seeded('NORTH'))).toMatch(/^\d{5}$/);
    expect(specialOf(seeded('SOUTH'))).toMatch(/^\d{6}$/);
  });

  it('give every tier its count of numbers with its digits, highest tier first', () => {
    for (const region of ['NORTH', 'SOUTH'] as const) {
      const prizes = seeded(region);
      expect(prizes.map((p) => p.tier)).toEqual(PRIZE_TABLES[region].map((row) => row.tier));
      prizes.forEach((prize, i) => {
        const row = PRIZE_TABLES[region][i];
        expect(prize.numbers).toHaveLength(row?.count ?? -1);
        for (const n of prize.numbers) expect(n).toMatch(new RegExp(`^\\d{${row?.digits}}$`));
      });
    }
  });

  it('use the digits the source gives, in order, keeping leading zeros', () => {
    const digits = [0, 0, 1, 2, 3];
    let i = 0;
    const prizes = drawPrizes('NORTH', () => digits[i++ % digits.length] ?? 0);
    expect(specialOf(prizes)).toBe('00123');
  });

  // Uniformity of the seeded digits: fairness.test.ts (chi-square per position and on DE pairs).
});
