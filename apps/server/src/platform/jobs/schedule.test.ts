import { describe, expect, it } from 'vitest';
import { checkSchedule, slotKey, slotStart } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const fiveMinutes = { intervalMs: 300_000, offsetMs: 0 };
const day = 86_400_000;

describe('slots', () => {
  it('cut time into intervals from the epoch', () => {
    expect(iso(slotStart(at('2030-01-01T00:04:59.999Z'), fiveMinutes))).toBe('2030-01-01T00:00:00.000Z');
    expect(iso(slotStart(at('2030-01-01T00:05:00.000Z'), fiveMinutes))).toBe('2030-01-01T00:05:00.000Z');
  });

  it('shift by the offset: a daily slot at midnight UTC+8 starts at 16:00 UTC', () => {
    const chinaDay = { intervalMs: day, offsetMs: 16 * 3_600_000 };
    expect(iso(slotStart(at('2030-01-01T10:00:00Z'), chinaDay))).toBe('2029-12-31T16:00:00.000Z');
    expect(iso(slotStart(at('2030-01-01T16:00:00Z'), chinaDay))).toBe('2030-01-01T16:00:00.000Z');
  });

  it('are named by schedule and start, the same in every process', () => {
    expect(slotKey('salary.realtime', Date.parse('2030-01-01T00:05:00Z'))).toBe(
      'salary.realtime@2030-01-01T00:05:00.000Z',
    );
  });

  it('need a whole interval of at least a second and an offset inside it', () => {
    expect(() => checkSchedule({ name: 'ok', intervalMs: 1000, offsetMs: 999 })).not.toThrow();
    expect(() => checkSchedule({ name: 'tiny', intervalMs: 999, offsetMs: 0 })).toThrow(/interval/);
    expect(() => checkSchedule({ name: 'frac', intervalMs: 1500.5, offsetMs: 0 })).toThrow(/interval/);
    expect(() => checkSchedule({ name: 'neg', intervalMs: day, offsetMs: -1 })).toThrow(/offset/);
  });
});
