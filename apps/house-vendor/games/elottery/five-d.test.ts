import { describe, expect, it } from 'vitest';
import {
  BET_TYPES,
  draw,
  type FiveDBet,
  type FiveDKey,
  type FiveDResult,
  GAME,
  levelOf,
  OUTCOMES,
  settle,
  TAKES,
  validateBet,
} from './five-d.ts';
import { oddsAtTarget, TARGET_RTP } from './odds.ts';
import { fromList } from './test-kit.ts';

const row = (key: FiveDKey) => {
  const found = BET_TYPES.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};
const drawOf = (text: string): FiveDResult => ({
  digits: [...text].map(Number) as unknown as FiveDResult['digits'],
});

/** Every one of the 100,000 draws, settled against each bet given: how many each wins. */
function winsOverAllDraws(bets: readonly Pick<FiveDBet, 'key' | 'position' | 'digits'>[]) {
  const wins = bets.map(() => 0);
  const digits: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  const result = { digits };
  for (let i = 0; i < OUTCOMES; i++) {
    for (let p = 0, rest = i; p < 5; p++, rest = Math.floor(rest / 10)) digits[4 - p] = rest % 10;
    bets.forEach((bet, b) => {
      wins[b] = (wins[b] ?? 0) + levelOf(bet, result);
    });
  }
  return wins;
}

describe('5D chances', () => {
  it('match the closed forms when every draw is settled, for every position and digit', () => {
    const bets: Pick<FiveDBet, 'key' | 'position' | 'digits'>[] = [];
    for (const { key } of BET_TYPES) {
      const { position, digits } = TAKES[key];
      const positions = position ? [1, 2, 3, 4, 5] : [undefined];
      // Every digit for one digit; a spread of choices for the 100 pairs and 1,000 triples.
      const picks =
        digits === 0
          ? [undefined]
          : digits === 1
            ? [...Array(10).keys()].map((d) => [d])
            : [
                [0, 0, 0],
                [9, 1, 5],
                [3, 7, 7],
              ].map((p) => p.slice(0, digits));
      for (const at of positions) for (const pick of picks) bets.push({ key, position: at, digits: pick });
    }
    const wins = winsOverAllDraws(bets);
    bets.forEach((bet, i) => {
      expect(wins[i], JSON.stringify(bet)).toBe((row(bet.key).pays[0]?.chance ?? 0) * OUTCOMES);
    });
  });

  it('are the hand-counted ones', () => {
    expect(row('digit').pays[0]?.chance).toBe(1 / 10);
    expect(row('position-big').pays[0]?.chance).toBe(1 / 2);
    // The sum of five digits is symmetric about 22.5 (d ↦ 9 − d), and its parity is the last digit's.
    expect(row('sum-big').pays[0]?.chance).toBe(1 / 2);
    expect(row('sum-odd').pays[0]?.chance).toBe(1 / 2);
    expect(row('dragon').pays[0]?.chance).toBe(45 / 100);
    expect(row('tie').pays[0]?.chance).toBe(1 / 10);
    expect(row('front-2').pays[0]?.chance).toBe(1 / 100);
    expect(row('front-3').pays[0]?.chance).toBe(1 / 1000);
  });
});

describe('5D odds', () => {
  it('price every bet at the largest hundredth within the target RTP, and state it exactly', () => {
    for (const r of BET_TYPES) {
      const [pay] = r.pays;
      const ways = BigInt(Math.round((pay?.chance ?? 0) * OUTCOMES));
      expect(pay?.odds, r.key).toBe(oddsAtTarget(ways, BigInt(OUTCOMES), TARGET_RTP));
      expect(r.rtp).toBe(Number(ways * BigInt(pay?.odds ?? 0)) / (OUTCOMES * 100));
      expect(r.rtp).toBeLessThanOrEqual(TARGET_RTP / 100);
    }
    expect(row('dragon').pays[0]?.odds).toBe(215);
    expect(GAME.rtp).toEqual({ min: (45 * 215) / 10_000, max: 0.97 });
  });
});

describe('5D draws and settlement', () => {
  it('draws int(10) five times, position 1 first', () => {
    const { random, asked } = fromList([0, 4, 9, 1, 7]);
    expect(draw(random)).toEqual({ digits: [0, 4, 9, 1, 7] });
    expect(asked).toEqual([10, 10, 10, 10, 10]);
  });

  it('settles each kind of bet on the right digits', () => {
    const result = drawOf('04917'); // sum 21: small, odd; 0 < 7: tiger
    const pays = (bet: Omit<FiveDBet, 'stake'>) => settle({ ...bet, stake: 100 }, result);
    expect(pays({ key: 'digit', position: 3, digits: [9] })).toBe(970);
    expect(pays({ key: 'digit', position: 4, digits: [9] })).toBe(0);
    expect(pays({ key: 'position-big', position: 5 })).toBe(194);
    expect(pays({ key: 'position-small', position: 5 })).toBe(0);
    expect(pays({ key: 'position-even', position: 1 })).toBe(194);
    expect(pays({ key: 'sum-small' })).toBe(194);
    expect(pays({ key: 'sum-odd' })).toBe(194);
    expect(pays({ key: 'sum-big' })).toBe(0);
    expect(pays({ key: 'tiger' })).toBe(215);
    expect(pays({ key: 'dragon' })).toBe(0);
    expect(pays({ key: 'front-2', digits: [0, 4] })).toBe(9700);
    expect(pays({ key: 'front-3', digits: [0, 4, 9] })).toBe(97_000);
    expect(pays({ key: 'front-3', digits: [0, 4, 8] })).toBe(0);
    // A tie loses both dragon and tiger, and 23 is the lowest big sum.
    expect(settle({ key: 'dragon', stake: 100 }, drawOf('59995'))).toBe(0);
    expect(settle({ key: 'tie', stake: 100 }, drawOf('59995'))).toBe(970);
    expect(settle({ key: 'sum-big', stake: 100 }, drawOf('99500'))).toBe(194);
    expect(settle({ key: 'sum-big', stake: 100 }, drawOf('99400'))).toBe(0);
  });
});

describe('5D bet validation', () => {
  it('accepts a bet with what its type takes', () => {
    expect(validateBet({ key: 'digit', stake: 100, position: 2, digits: [0] })).toEqual({
      ok: true,
      bet: { key: 'digit', stake: 100, position: 2, digits: [0] },
    });
    expect(validateBet({ key: 'front-3', stake: 100, digits: [7, 7, 0] }).ok).toBe(true);
    expect(validateBet({ key: 'dragon', stake: 100 })).toEqual({ ok: true, bet: { key: 'dragon', stake: 100 } });
  });

  it.each([
    [{ key: 'digit', stake: 100, digits: [1] }, 'position', 'input-required'],
    [{ key: 'digit', stake: 100, position: 6, digits: [1] }, 'position', 'rule.too-big'],
    [{ key: 'digit', stake: 100, position: 0, digits: [1] }, 'position', 'rule.too-small'],
    [{ key: 'digit', stake: 100, position: 1, digits: [10] }, 'digits.0', 'rule.too-big'],
    [{ key: 'front-2', stake: 100, digits: [1, 2, 3] }, 'digits', 'rule.too-many'],
    [{ key: 'front-2', stake: 100, position: 1, digits: [1, 2] }, 'position', 'rule.unknown-keys'],
    [{ key: 'sum-big', stake: 100, digits: [1] }, 'digits', 'rule.unknown-keys'],
    [{ key: 'sum-big', stake: '100' }, 'stake', 'rule.type'],
  ])('refuses %j: %s %s', (input, field, key) => {
    const checked = validateBet(input);
    expect(checked.ok ? null : checked.refusal).toMatchObject({ field, key });
  });
});
