import { describe, expect, it } from 'vitest';
import { presetRange } from '../../../lib/date-range.ts';
import { rangeQuery } from './bet-range.ts';

describe('bet ranges', () => {
  it('asks the server for a preset by its name', () => {
    expect(rangeQuery(presetRange(7, Date.parse('2025-03-01T20:00:00Z'), 480))).toEqual({ preset: 'last7days' });
    expect(rangeQuery(presetRange(30, 0, 0))).toEqual({ preset: 'last30days' });
  });

  it('asks for picked days as they are', () => {
    expect(rangeQuery({ preset: null, startDate: '2025-01-10', endDate: '2025-01-20' })).toEqual({
      startDate: '2025-01-10',
      endDate: '2025-01-20',
    });
    expect(rangeQuery({ preset: null, startDate: '', endDate: '' })).toEqual({});
  });
});
