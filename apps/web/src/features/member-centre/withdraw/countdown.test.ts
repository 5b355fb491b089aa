import { describe, expect, it } from 'vitest';
import { countdown } from './countdown.ts';

describe('countdown', () => {
  it('shows minutes and seconds, rounding a part second up', () => {
    expect(countdown(30 * 60_000)).toBe('30:00');
    expect(countdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(countdown(245_000)).toBe('4:05');
    expect(countdown(1)).toBe('0:01');
  });

  it('adds hours past the hour', () => {
    expect(countdown(3_600_000)).toBe('1:00:00');
    expect(countdown(26 * 3_600_000 + 61_000)).toBe('26:01:01');
  });

  it('is null once the time has run out', () => {
    expect(countdown(0)).toBeNull();
    expect(countdown(-5000)).toBeNull();
  });
});
