import { describe, expect, it } from 'vitest';
import { isBadRange, presetBetRange, rangeQuery } from './bet-range.ts';

describe('bet ranges', () => {
  it("fills a preset's days on the brand's clock and asks the server by the preset's name", () => {
    // 20:00 UTC on 1 March is 2 March at GMT+8.
    const range = presetBetRange(7, Date.parse('2025-03-01T20:00:00Z'), 480);
    expect(range).toEqual({ preset: 7, startDate: '2025-02-24', endDate: '2025-03-02' });
    expect(rangeQuery(range)).toEqual({ preset: 'last7days' });
    expect(rangeQuery(presetBetRange(30, 0, 0))).toEqual({ preset: 'last30days' });
  });

  it('asks for picked days as they are, and spots a start after the end', () => {
    const picked = { preset: null, startDate: '2025-01-10', endDate: '2025-01-20' };
    expect(rangeQuery(picked)).toEqual({ startDate: '2025-01-10', endDate: '2025-01-20' });
    expect(rangeQuery({ preset: null, startDate: '', endDate: '' })).toEqual({});
    expect(isBadRange(picked)).toBe(false);
    expect(isBadRange({ ...picked, startDate: '2025-01-21' })).toBe(true);
  });
});
