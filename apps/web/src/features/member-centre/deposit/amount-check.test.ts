import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check.ts';

describe('checkAmount', () => {
  it('reads major units into exact minor units inside the range', () => {
    expect(checkAmount('500.00', 50_00, 50_000_00)).toEqual({ ok: true, minor: 500_00 });
    expect(checkAmount('1,000.5', 50_00, 50_000_00)).toEqual({ ok: true, minor: 1_000_50 });
    expect(checkAmount(' 50 ', 50_00, 50_000_00)).toEqual({ ok: true, minor: 50_00 });
    expect(checkAmount('50000', 50_00, 50_000_00)).toEqual({ ok: true, minor: 50_000_00 });
  });

  it('names what is wrong with the text', () => {
    expect(checkAmount('', 1, 100)).toEqual({ ok: false, key: 'amount.required' });
    expect(checkAmount('12a', 1, 100)).toEqual({ ok: false, key: 'amount.format' });
    expect(checkAmount('-5', 1, 100)).toEqual({ ok: false, key: 'amount.format' });
    expect(checkAmount('1.005', 1, 100_00)).toEqual({ ok: false, key: 'amount.decimals' });
  });

  it('refuses amounts outside the range, however large', () => {
    expect(checkAmount('49.99', 50_00, 50_000_00)).toEqual({ ok: false, key: 'amount.range' });
    expect(checkAmount('0', 50_00, 50_000_00)).toEqual({ ok: false, key: 'amount.range' });
    expect(checkAmount('50000.01', 50_00, 50_000_00)).toEqual({ ok: false, key: 'amount.range' });
    expect(checkAmount('9'.repeat(40), 50_00, 50_000_00)).toEqual({ ok: false, key: 'amount.range' });
  });
});
