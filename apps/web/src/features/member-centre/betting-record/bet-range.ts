import type { BetDatePreset } from '@arcadia/contracts';
import { type Preset, presetRange } from '../account-record/record-dates.ts';

/** A date range as the filters hold it: a preset (its days shown in the inputs) or days picked by hand. */
export interface BetRange {
  preset: Preset | null;
  startDate: string;
  endDate: string;
}

const PRESET_NAMES: Record<Preset, BetDatePreset> = { 7: 'last7days', 30: 'last30days' };

export const presetBetRange = (preset: Preset, nowMs: number, gmtOffsetMinutes: number): BetRange => ({
  preset,
  ...presetRange(preset, nowMs, gmtOffsetMinutes),
});

/** A start after the end: nothing is asked until the member fixes it. */
export const isBadRange = (range: BetRange) =>
  Boolean(range.startDate && range.endDate && range.startDate > range.endDate);

/**
 * What the server is asked: a preset by name (the server's today decides its
 * days, as the contract says a preset wins), else the picked days.
 */
export function rangeQuery(range: BetRange) {
  if (range.preset) return { preset: PRESET_NAMES[range.preset] };
  return { startDate: range.startDate || undefined, endDate: range.endDate || undefined };
}
