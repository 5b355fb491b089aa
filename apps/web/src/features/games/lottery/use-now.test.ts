import { describe, expect, it } from 'vitest';
import { timeLeft } from './use-now.ts';

describe('timeLeft', () => {
  const now = Date.parse('2025-03-01T12:00:00.000Z');
  it('counts down in m:ss, rounding a part second up', () => {
    expect(timeLeft('2025-03-01T12:00:42.000Z', now)).toBe('0:42');
    expect(timeLeft('2025-03-01T12:00:00.400Z', now)).toBe('0:01');
    expect(timeLeft('2025-03-01T12:03:05.000Z', now)).toBe('3:05');
  });
  it('adds hours when needed', () => {
    expect(timeLeft('2025-03-01T13:02:03.000Z', now)).toBe('1:02:03');
  });
  it('is null once passed or for a bad time', () => {
    expect(timeLeft('2025-03-01T12:00:00.000Z', now)).toBeNull();
    expect(timeLeft('2025-03-01T11:59:00.000Z', now)).toBeNull();
    expect(timeLeft('not a time', now)).toBeNull();
  });
});
