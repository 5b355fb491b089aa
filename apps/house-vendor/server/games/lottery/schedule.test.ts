import { describe, expect, it } from 'vitest';
import { bettingOpen, closeAtMs, drawAtMs, drawRef, dueDrawNo, issueOf, openDrawNo, slotDrawNo } from './schedule.ts';

const oneMinute = { intervalSeconds: 60, closeSeconds: 10 };
const at = (iso: string) => Date.parse(iso);

describe('the draw schedule', () => {
  it('numbers draws by slot and draws each at its slot end', () => {
    const n = slotDrawNo(oneMinute, at('2030-01-01T00:00:30Z'));
    expect(new Date(drawAtMs(oneMinute, n)).toISOString()).toBe('2030-01-01T00:01:00.000Z');
    expect(new Date(closeAtMs(oneMinute, n)).toISOString()).toBe('2030-01-01T00:00:50.000Z');
  });

  it('closes betting the close seconds before the draw and moves to the next draw', () => {
    const n = slotDrawNo(oneMinute, at('2030-01-01T00:00:00Z'));
    expect(bettingOpen(oneMinute, n, at('2030-01-01T00:00:49.999Z'))).toBe(true);
    expect(bettingOpen(oneMinute, n, at('2030-01-01T00:00:50Z'))).toBe(false);
    expect(openDrawNo(oneMinute, at('2030-01-01T00:00:49Z'))).toBe(n);
    expect(openDrawNo(oneMinute, at('2030-01-01T00:00:50Z'))).toBe(n + 1);
    expect(bettingOpen(oneMinute, n + 1, at('2030-01-01T00:00:50Z'))).toBe(true);
    // A draw in the future (not yet its slot) is not open; a past one neither.
    expect(bettingOpen(oneMinute, n + 2, at('2030-01-01T00:00:10Z'))).toBe(false);
    expect(bettingOpen(oneMinute, n - 1, at('2030-01-01T00:00:10Z'))).toBe(false);
  });

  it('makes a draw due at its slot end: the latest due is the slot before the current one', () => {
    const n = slotDrawNo(oneMinute, at('2030-01-01T00:01:00Z'));
    expect(dueDrawNo(oneMinute, at('2030-01-01T00:01:00Z'))).toBe(n - 1);
    expect(drawAtMs(oneMinute, n - 1)).toBe(at('2030-01-01T00:01:00Z'));
    expect(dueDrawNo(oneMinute, at('2030-01-01T00:00:59.999Z'))).toBe(n - 2);
    // The three games' timings: every draw closes its close seconds before its time, inside its slot.
    for (const timing of [
      oneMinute,
      { intervalSeconds: 180, closeSeconds: 15 },
      { intervalSeconds: 300, closeSeconds: 30 },
    ]) {
      const drawNo = slotDrawNo(timing, at('2030-06-01T12:34:56Z'));
      expect(drawAtMs(timing, drawNo) - closeAtMs(timing, drawNo)).toBe(timing.closeSeconds * 1000);
      expect(closeAtMs(timing, drawNo)).toBeGreaterThan(drawNo * timing.intervalSeconds * 1000);
    }
  });

  it('issues count the day in Vietnam time from 0001', () => {
    // 17:00 UTC is midnight in Vietnam: the first 1-minute slot of 2 January.
    expect(issueOf(oneMinute, slotDrawNo(oneMinute, at('2030-01-01T17:00:00Z')))).toBe('20300102-0001');
    expect(issueOf(oneMinute, slotDrawNo(oneMinute, at('2030-01-01T16:59:00Z')))).toBe('20300101-1440');
    const fiveMinutes = { intervalSeconds: 300, closeSeconds: 30 };
    expect(issueOf(fiveMinutes, slotDrawNo(fiveMinutes, at('2030-01-01T17:12:00Z')))).toBe('20300102-0003');
  });

  it('describes a draw for the client', () => {
    const n = slotDrawNo(oneMinute, at('2030-01-01T00:00:00Z'));
    expect(drawRef(oneMinute, n)).toEqual({
      drawNo: n,
      issue: '20300101-0421',
      drawAt: '2030-01-01T00:01:00.000Z',
      closeAt: '2030-01-01T00:00:50.000Z',
    });
  });
});
