import { describe, expect, it } from 'vitest';
import { addDays, brandDay, brandTime, formatRecordTime } from './brand-clock.ts';

describe('brand clock', () => {
  it("takes today from the brand's clock, not the browser's", () => {
    const lateUtc = Date.parse('2025-03-01T20:00:00Z');
    expect(brandDay(lateUtc, 480)).toBe('2025-03-02');
    expect(brandDay(lateUtc, -300)).toBe('2025-03-01');
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-05', -6)).toBe('2024-12-30');
  });

  it("shows a time on the brand's wall clock to the minute", () => {
    expect(brandTime('2025-03-01T20:05:09Z', 480)).toBe('2025-03-02 04:05');
  });

  it("shows a time on the brand's clock in the site language's format", () => {
    const english = formatRecordTime('2025-03-01T20:05:09Z', 480, 'EN');
    expect(english).toMatch(/03\/02\/2025/);
    expect(english).toMatch(/04:05:09/);
    expect(formatRecordTime('2025-03-01T20:05:09Z', 480, 'JA')).toMatch(/2025\/03\/02/);
  });
});
