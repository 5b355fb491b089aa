import { describe, expect, it } from 'vitest';
import { addDays, brandDay, monthOf, periodOf, weekStart } from './periods.ts';

describe('brand periods', () => {
  it("reads the day on the brand's clock", () => {
    // 17:30 UTC is already the next day at GMT+8, still the same day at GMT-5.
    const at = new Date('2026-03-01T17:30:00Z');
    expect(brandDay(at, 480)).toBe('2026-03-02');
    expect(brandDay(at, -300)).toBe('2026-03-01');
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // its Sunday
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-01-01')).toBe('2025-12-29'); // across a year
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('gives each kind of mission the period holding today', () => {
    const startsAt = new Date('2026-02-20T01:00:00Z');
    const base = { startsAt, endsAt: null };
    expect(periodOf({ ...base, period: 'daily' }, '2026-03-04', 480)).toEqual({
      start: '2026-03-04',
      end: '2026-03-04',
    });
    expect(periodOf({ ...base, period: 'weekly' }, '2026-03-04', 480)).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
    });
    expect(periodOf({ ...base, period: 'once' }, '2026-03-04', 480)).toEqual({ start: '2026-02-20', end: null });
    // An end at the brand's midnight belongs to the day before.
    const endsAt = new Date('2026-03-09T16:00:00Z'); // 2026-03-10 00:00 at GMT+8
    expect(periodOf({ period: 'once', startsAt, endsAt }, '2026-03-04', 480)).toEqual({
      start: '2026-02-20',
      end: '2026-03-09',
    });
  });
});
