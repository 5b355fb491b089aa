import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts.ts';

describe('quickAmounts', () => {
  it('starts at the minimum and climbs the 1-2-5 ladder', () => {
    expect(quickAmounts(50_00, 50_000_00)).toEqual([50_00, 100_00, 200_00, 500_00, 1_000_00, 2_000_00]);
    expect(quickAmounts(100_00, 1_000_000_00)).toEqual([100_00, 200_00, 500_00, 1_000_00, 2_000_00, 5_000_00]);
  });

  it('scales to a brand whose amounts run in thousands', () => {
    expect(quickAmounts(20_000_00, 100_000_000_00, 3)).toEqual([20_000_00, 50_000_00, 100_000_00]);
  });

  it('never offers an amount outside the range', () => {
    expect(quickAmounts(150_00, 600_00)).toEqual([200_00, 500_00]);
    expect(quickAmounts(1, 99)).toEqual([]);
    expect(quickAmounts(300_00, 100_00)).toEqual([]);
  });

  it('takes an odd minimum as its next rung', () => {
    expect(quickAmounts(1, 10_00)).toEqual([1_00, 2_00, 5_00, 10_00]);
  });
});
