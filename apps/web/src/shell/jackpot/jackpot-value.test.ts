import { formatMoney, JACKPOT_STEP_MS } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { JACKPOT_BASE_MINOR, JACKPOT_CYCLE_STEPS, JACKPOT_EPOCH_MS, jackpotAt, msToNextStep } from './jackpot-value.ts';

describe('jackpotAt', () => {
  it('starts from the base at the epoch', () => {
    expect(jackpotAt(JACKPOT_EPOCH_MS)).toBe(JACKPOT_BASE_MINOR);
    expect(formatMoney(jackpotAt(JACKPOT_EPOCH_MS))).toBe('10,000,000.00');
  });

  it('gains 165.11 every 3000 ms and stays put in between', () => {
    const t = Date.UTC(2026, 5, 1, 12, 0, 0);
    const start = Math.floor(t / JACKPOT_STEP_MS) * JACKPOT_STEP_MS;
    expect(jackpotAt(start + 2999)).toBe(jackpotAt(start));
    expect(jackpotAt(start + 3000) - jackpotAt(start)).toBe(16511);
    expect(jackpotAt(start + 30_000) - jackpotAt(start)).toBe(165110);
  });

  it('is the same figure for everyone at the same moment', () => {
    const t = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(jackpotAt(t)).toBe(jackpotAt(t));
    expect(formatMoney(jackpotAt(t))).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('starts again from the base once a week', () => {
    const cycleEnd = JACKPOT_EPOCH_MS + JACKPOT_CYCLE_STEPS * JACKPOT_STEP_MS;
    expect(jackpotAt(cycleEnd - 1)).toBe(JACKPOT_BASE_MINOR + (JACKPOT_CYCLE_STEPS - 1) * 16511);
    expect(jackpotAt(cycleEnd)).toBe(JACKPOT_BASE_MINOR);
  });

  it('works before the epoch too', () => {
    expect(jackpotAt(JACKPOT_EPOCH_MS - 1)).toBe(JACKPOT_BASE_MINOR + (JACKPOT_CYCLE_STEPS - 1) * 16511);
  });
});

describe('msToNextStep', () => {
  it('counts down to the next 3000 ms boundary', () => {
    expect(msToNextStep(JACKPOT_EPOCH_MS)).toBe(3000);
    expect(msToNextStep(JACKPOT_EPOCH_MS + 1)).toBe(2999);
    expect(msToNextStep(JACKPOT_EPOCH_MS + 2999)).toBe(1);
  });
});
