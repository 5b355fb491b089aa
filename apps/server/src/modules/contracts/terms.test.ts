import type { ContractTerms } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { dividend, exceeds, rateAt, realtimeSalary, share, wage } from './terms.ts';

const daily = (...tiers: [number, number][]): ContractTerms => ({
  kind: 'daily',
  period: 'Daily',
  tiers: tiers.map(([betAmount, rate]) => ({ betAmount, rate })),
});

describe('contract arithmetic', () => {
  it('takes a share in whole minor units, rounding down, without floats', () => {
    expect(share(99_999, 1000)).toBe(999);
    expect(share(110_000, 2000)).toBe(2200);
    expect(share(9_999_999_999_999, 100_000)).toBe(9_999_999_999_999);
    expect(share(0, 1000)).toBe(0);
  });

  it('pays the best tier reached', () => {
    const terms = daily([0, 1], [100_000, 2]);
    expect(rateAt(terms, [99_999])).toBe(1000);
    expect(rateAt(terms, [100_000])).toBe(2000);
    expect(wage(terms, 110_000)).toEqual({ rate: 2000, amount: 2200 });
    expect(wage(daily([50_000, 1]), 10_000)).toEqual({ rate: 0, amount: 0 });
  });

  it('pays a dividend on the team loss only, at the tier whose three minimums are met', () => {
    const terms: ContractTerms = {
      kind: 'dividend',
      period: 'Weekly',
      tiers: [
        { validBet: 0, profitLoss: 0, activeMembers: 0, rate: 10 },
        { validBet: 100_000, profitLoss: 50_000, activeMembers: 2, rate: 20 },
      ],
    };
    expect(dividend(terms, { validBet: 120_000, profitLoss: -110_000, activeMembers: 2 }).amount).toBe(22_000);
    expect(dividend(terms, { validBet: 120_000, profitLoss: -110_000, activeMembers: 1 }).amount).toBe(11_000);
    expect(dividend(terms, { validBet: 120_000, profitLoss: 30_000, activeMembers: 2 }).amount).toBe(0);
  });

  it('pays real-time salary on won and lost stakes at their rates', () => {
    const terms: ContractTerms = { kind: 'realtime', profitRate: 0.5, lossRate: 1, singleBet: 1000 };
    expect(realtimeSalary(terms, { won: 10_000, lost: 25_000 })).toBe(300);
  });

  it('finds a contract above its cap wherever it pays more', () => {
    const cap = daily([0, 1], [100_000, 2]);
    expect(exceeds(daily([0, 1]), cap)).toBe(false);
    expect(exceeds(daily([0, 1], [100_000, 2]), cap)).toBe(false);
    expect(exceeds(daily([0, 1.001]), cap)).toBe(true);
    // 2% from 50,000 where the cap still pays 1%.
    expect(exceeds(daily([0, 0.5], [50_000, 2]), cap)).toBe(true);
    expect(exceeds(daily([200_000, 2]), cap)).toBe(false);
    expect(exceeds(daily([0, 1]), null)).toBe(true);
  });

  it('compares real-time salaries rate by rate and by the smallest qualifying bet', () => {
    const cap: ContractTerms = { kind: 'realtime', profitRate: 0.5, lossRate: 1, singleBet: 1000 };
    expect(exceeds({ ...cap, profitRate: 0.4 }, cap)).toBe(false);
    expect(exceeds({ ...cap, lossRate: 1.2 }, cap)).toBe(true);
    expect(exceeds({ ...cap, singleBet: 500 }, cap)).toBe(true);
    expect(exceeds({ ...cap, singleBet: 2000 }, cap)).toBe(false);
  });

  it('never compares dividends over different periods', () => {
    const tiers = [{ validBet: 0, profitLoss: 0, activeMembers: 0, rate: 10 }];
    expect(exceeds({ kind: 'dividend', period: 'Weekly', tiers }, { kind: 'dividend', period: 'Monthly', tiers })).toBe(
      true,
    );
  });
});
