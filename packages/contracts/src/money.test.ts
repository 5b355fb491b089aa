import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows two decimals and comma thousands', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(-100050, '₱')).toBe('-₱1,000.50');
    expect(formatMoney(10n ** 20n)).toBe('1,000,000,000,000,000,000.00');
  });

  it('round-trips: removing the commas gives the amount back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (minor) => {
        const text = formatMoney(minor).replaceAll(',', '');
        return BigInt(text.replace('.', '')) === minor;
      }),
    );
  });
});
