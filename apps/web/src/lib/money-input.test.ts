import { describe, expect, it } from 'vitest';
import { MAX_MINOR, parseMoneyInput, toMoneyInput } from './money-input.ts';

const minor = (text: string) => {
  const result = parseMoneyInput(text);
  return result.ok ? result.minor : result.error;
};

describe('parseMoneyInput', () => {
  it('reads whole amounts, one and two decimals', () => {
    expect(minor('1000')).toBe(100_000);
    expect(minor('1000.5')).toBe(100_050);
    expect(minor('1000.50')).toBe(100_050);
    expect(minor('1000.')).toBe(100_000);
    expect(minor('.5')).toBe(50);
    expect(minor('0.01')).toBe(1);
    expect(minor('0')).toBe(0);
    expect(minor('007.20')).toBe(720);
  });

  it('is exact where floats are not', () => {
    expect(minor('0.29')).toBe(29);
    expect(minor('1.13')).toBe(113);
    expect(minor('4.35')).toBe(435);
    expect(minor('1,234,567.89')).toBe(123_456_789);
  });

  it('accepts comma thousands separators only in groups of three', () => {
    expect(minor('1,000.50')).toBe(100_050);
    expect(minor('12,345,678')).toBe(1_234_567_800);
    expect(minor('1,00')).toBe('format');
    expect(minor('1,0000')).toBe('format');
    expect(minor(',100')).toBe('format');
    expect(minor('1000,000')).toBe('format');
  });

  it('trims spaces and refuses empty input', () => {
    expect(minor('  25.00 ')).toBe(2500);
    expect(minor('')).toBe('required');
    expect(minor('   ')).toBe('required');
  });

  it('refuses signs, letters, several points and more than two decimals', () => {
    for (const text of ['-5', '+5', '1e3', 'abc', '1.2.3', '.', '1 000', '₱10', 'Infinity', '0x10']) {
      expect(minor(text), text).toBe('format');
    }
    expect(minor('1.234')).toBe('decimals');
    expect(minor('0.001')).toBe('decimals');
  });

  it('refuses amounts above what the server takes, however long', () => {
    expect(minor('99,999,999,999.99')).toBe(MAX_MINOR);
    expect(minor('100000000000')).toBe('too-large');
    expect(minor('9'.repeat(40))).toBe('too-large');
  });
});

describe('toMoneyInput', () => {
  it('writes minor units as plain major-unit text that parses back', () => {
    expect(toMoneyInput(100_050)).toBe('1000.50');
    expect(toMoneyInput(7)).toBe('0.07');
    expect(toMoneyInput(0)).toBe('0.00');
    expect(toMoneyInput(-250)).toBe('-2.50');
    expect(minor(toMoneyInput(MAX_MINOR))).toBe(MAX_MINOR);
  });
});
