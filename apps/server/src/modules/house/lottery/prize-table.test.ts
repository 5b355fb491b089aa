import { describe, expect, it } from 'vitest';
import { drawPrizes, numbersDrawn, PRIZE_TABLES, specialOf } from './prize-table.ts';

describe('the prize tables', () => {
  it('draw 27 numbers in the north and 18 in the south, special 5 and 6 digits', () => {
    expect(numbersDrawn('NORTH')).toBe(27);
    expect(numbersDrawn('SOUTH')).toBe(18);
    expect(specialOf(drawPrizes('NORTH'))).toMatch(/^\d{5}$/);
    expect(specialOf(drawPrizes('SOUTH'))).toMatch(/^\d{6}$/);
  });

  it('give every tier its count of numbers with its digits, highest tier first', () => {
    for (const region of ['NORTH', 'SOUTH'] as const) {
      const prizes = drawPrizes(region);
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

  it('draw uniform digits from the crypto RNG at every position (chi-square)', () => {
    // 2,000 southern draws: 18 numbers, 87 digits each; count each digit per (tier, position).
    const counts = new Map<string, number[]>();
    for (let d = 0; d < 2000; d++) {
      for (const prize of drawPrizes('SOUTH')) {
        for (const n of prize.numbers) {
          [...n].forEach((ch, pos) => {
            const key = `${prize.tier}:${pos}`;
            const row = counts.get(key) ?? Array(10).fill(0);
            row[Number(ch)] += 1;
            counts.set(key, row);
          });
        }
      }
    }
    // All digits pooled: ~174,000 samples; 9 degrees of freedom, p = 0.0001 critical value 33.7.
    const pooled = Array(10).fill(0);
    for (const row of counts.values()) {
      row.forEach((c, digit) => {
        pooled[digit] += c;
      });
    }
    const total = pooled.reduce((a, b) => a + b, 0);
    const chi = pooled.reduce((sum, c) => sum + (c - total / 10) ** 2 / (total / 10), 0);
    expect(chi).toBeLessThan(33.7);
    // The special prize's last two digits (what DE pays on) cover all 100 pairs roughly evenly.
    const pairs = new Map<string, number>();
    for (let d = 0; d < 5000; d++) {
      const pair = specialOf(drawPrizes('NORTH')).slice(-2);
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    expect(pairs.size).toBe(100);
    const chiPairs = [...pairs.values()].reduce((sum, c) => sum + (c - 50) ** 2 / 50, 0);
    // 99 degrees of freedom, p = 0.0001 critical value ~ 160.
    expect(chiPairs).toBeLessThan(160);
  });
});
