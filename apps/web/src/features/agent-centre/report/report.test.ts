import { describe, expect, it } from 'vitest';
import { stackedBars } from '../chart/chart-spec.ts';
import { presetDays, rangeQuery } from './agent-range.ts';
import { csvMoney, toCsv } from './csv.ts';

describe('agent report ranges', () => {
  // 2025-03-02 23:30 UTC is 2025-03-03 07:30 on a GMT+8 brand's clock.
  const now = Date.parse('2025-03-02T23:30:00Z');

  it('counts the previous days back from the brand’s today and the next days on from it', () => {
    expect(presetDays('last7days', now, 480)).toEqual({
      preset: 'last7days',
      startDate: '2025-02-25',
      endDate: '2025-03-03',
    });
    expect(presetDays('last30days', now, 480)).toMatchObject({ startDate: '2025-02-02', endDate: '2025-03-03' });
    expect(presetDays('next7days', now, 480)).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-09' });
    expect(presetDays('next30days', now, 0)).toMatchObject({ startDate: '2025-03-02', endDate: '2025-03-31' });
  });

  it('asks the server by preset name, or by the days picked', () => {
    expect(rangeQuery(presetDays('next7days', now, 480))).toEqual({ preset: 'next7days' });
    expect(rangeQuery({ preset: null, startDate: '2025-01-01', endDate: '' })).toEqual({
      startDate: '2025-01-01',
      endDate: undefined,
    });
  });
});

describe('CSV export', () => {
  it('quotes what needs quoting, defuses formulas, keeps numbers', () => {
    const text = toCsv([
      ['Account', 'Remark', 'Amount'],
      ['team01', 'Bank, "fast"', csvMoney(-123_45)],
      ['=cmd', 'line\nbreak', 7],
      ['+63 917', '@home', csvMoney(5)],
    ]);
    expect(text).toBe(
      [
        'Account,Remark,Amount',
        'team01,"Bank, ""fast""",-123.45',
        `'=cmd,"line\nbreak",7`,
        `'+63 917,'@home,0.05`,
      ].join('\r\n'),
    );
  });
});

describe('income chart', () => {
  it('stacks the kinds: each bar is the sum up to it, the tallest drawn first, the legend tells each part', () => {
    const series = stackedBars([
      { label: 'Salary', color: '--primary', values: [1, 2] },
      { label: 'Dividend', color: '--accent', values: [3, 0] },
      { label: 'Rebate', color: '--success', values: [0.5, 1] },
    ]);
    expect(series.map((one) => [one.label, one.values, one.shown])).toEqual([
      ['Rebate', [4.5, 3], [0.5, 1]],
      ['Dividend', [4, 2], [3, 0]],
      ['Salary', [1, 2], [1, 2]],
    ]);
  });
});
