import { describe, expect, it } from 'vitest';
import { daysOf, nextPeriod, periodContaining } from './periods.ts';

const GMT8 = 480;
const at = (iso: string) => new Date(iso);
const span = (period: { start: Date; end: Date; label: string }) => [
  period.start.toISOString(),
  period.end.toISOString(),
  period.label,
];

describe('settlement periods on the brand clock', () => {
  it('cuts days, weeks from Monday, half months and months at local midnight', () => {
    // 2030-01-09 03:00 in GMT+8 is a Wednesday.
    const instant = at('2030-01-08T19:00:00Z');
    expect(span(periodContaining('Daily', instant, GMT8))).toEqual([
      '2030-01-08T16:00:00.000Z',
      '2030-01-09T16:00:00.000Z',
      '2030-01-09',
    ]);
    expect(span(periodContaining('Weekly', instant, GMT8))).toEqual([
      '2030-01-06T16:00:00.000Z',
      '2030-01-13T16:00:00.000Z',
      '2030-01-07 – 2030-01-13',
    ]);
    expect(span(periodContaining('Semimonthly', instant, GMT8))).toEqual([
      '2029-12-31T16:00:00.000Z',
      '2030-01-15T16:00:00.000Z',
      '2030-01-01 – 2030-01-15',
    ]);
    expect(span(periodContaining('Semimonthly', at('2030-02-20T00:00:00Z'), GMT8))).toEqual([
      '2030-02-15T16:00:00.000Z',
      '2030-02-28T16:00:00.000Z',
      '2030-02-16 – 2030-02-28',
    ]);
    expect(span(periodContaining('Monthly', instant, GMT8))).toEqual([
      '2029-12-31T16:00:00.000Z',
      '2030-01-31T16:00:00.000Z',
      '2030-01-01 – 2030-01-31',
    ]);
  });

  it('cuts hours on the brand clock and 5-minute windows', () => {
    expect(span(periodContaining('Hourly', at('2030-01-08T19:42:00Z'), 330))).toEqual([
      '2030-01-08T19:30:00.000Z',
      '2030-01-08T20:30:00.000Z',
      '2030-01-09 01:00',
    ]);
    expect(span(periodContaining('Realtime', at('2030-01-08T19:42:10Z'), GMT8))).toEqual([
      '2030-01-08T19:40:00.000Z',
      '2030-01-08T19:45:00.000Z',
      '2030-01-09 03:40–03:45',
    ]);
  });

  it('follows each period with the next, and lists the days of one', () => {
    const week = periodContaining('Weekly', at('2030-01-08T19:00:00Z'), GMT8);
    expect(nextPeriod('Weekly', week, GMT8).start.toISOString()).toBe('2030-01-13T16:00:00.000Z');
    expect(daysOf(week, GMT8)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
  });
});
