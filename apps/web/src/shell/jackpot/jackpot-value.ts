import { JACKPOT_STEP, JACKPOT_STEP_MS } from '@arcadia/contracts';

/**
 * The jackpot figure is a function of the clock alone, so every visitor sees
 * the same number at the same moment without asking the server. It grows by
 * JACKPOT_STEP each JACKPOT_STEP_MS from a base; once a week it is "won" and
 * starts again from the base, which keeps it a believable size (10 to 43
 * million) rather than growing without end.
 */
export const JACKPOT_EPOCH_MS = Date.UTC(2025, 0, 1);
export const JACKPOT_BASE_MINOR = 1_000_000_000;
export const JACKPOT_CYCLE_STEPS = (7 * 24 * 60 * 60 * 1000) / JACKPOT_STEP_MS;
/** Money is integer minor units; 165.11 becomes 16511 so no float error accrues. */
export const JACKPOT_STEP_MINOR = Math.round(JACKPOT_STEP * 100);

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The jackpot in minor units at a moment (ms since the Unix epoch). */
export function jackpotAt(now: number): number {
  const steps = Math.floor((now - JACKPOT_EPOCH_MS) / JACKPOT_STEP_MS);
  return JACKPOT_BASE_MINOR + mod(steps, JACKPOT_CYCLE_STEPS) * JACKPOT_STEP_MINOR;
}

/** How long until the figure next changes. */
export const msToNextStep = (now: number): number => JACKPOT_STEP_MS - mod(now - JACKPOT_EPOCH_MS, JACKPOT_STEP_MS);
