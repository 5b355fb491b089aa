import { describe, expect, it } from 'vitest';
import { isBadRange, presetRange } from './date-range.ts';

describe('date ranges', () => {
  it('makes the previous 7 and 30 days end today on the brand clock, inclusive', () => {
    // 20:00 UTC on 1 March is 2 March at GMT+8.
    const now = Date.parse('2025-03-01T20:00:00Z');
    expect(presetRange(7, now, 480)).toEqual({ preset: 7, startDate: '2025-02-24', endDate: '2025-03-02' });
    expect(presetRange(30, now, 480)).toEqual({ preset: 30, startDate: '2025-02-01', endDate: '2025-03-02' });
  });

  it('spots a start after the end, and lets an open end pass', () => {
    expect(isBadRange({ startDate: '2025-01-10', endDate: '2025-01-20' })).toBe(false);
    expect(isBadRange({ startDate: '2025-01-21', endDate: '2025-01-20' })).toBe(true);
    expect(isBadRange({ startDate: '2025-01-21', endDate: '' })).toBe(false);
  });
});
