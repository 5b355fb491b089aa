import { describe, expect, it } from 'vitest';
import { formatClock, formatGmtOffset } from './clock-format.ts';

describe('formatClock', () => {
  const instant = Date.UTC(2025, 0, 1, 16, 30, 5);

  it('shows the time at the brand offset, rolling over the date', () => {
    expect(formatClock(instant, 480)).toBe('2025-01-02 00:30:05');
  });

  it('pads every field to two digits', () => {
    expect(formatClock(Date.UTC(2025, 2, 4, 1, 2, 3), 0)).toBe('2025-03-04 01:02:03');
  });

  it('handles negative and half-hour offsets', () => {
    expect(formatClock(instant, -300)).toBe('2025-01-01 11:30:05');
    expect(formatClock(instant, 330)).toBe('2025-01-01 22:00:05');
  });

  it('accepts a Date', () => {
    expect(formatClock(new Date(instant), 480)).toBe('2025-01-02 00:30:05');
  });
});

describe('formatGmtOffset', () => {
  it('names whole and partial hours with a sign', () => {
    expect(formatGmtOffset(480)).toBe('GMT+8');
    expect(formatGmtOffset(0)).toBe('GMT+0');
    expect(formatGmtOffset(-210)).toBe('GMT-3:30');
    expect(formatGmtOffset(345)).toBe('GMT+5:45');
  });
});
