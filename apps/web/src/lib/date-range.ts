import { addDays, brandDay } from './brand-clock.ts';

export const PRESETS = [7, 30] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 7;

/** A date range as the filters hold it: a preset (its days shown in the inputs) or days picked by hand. */
export interface DateRange {
  /** The preset the dates came from; null once the member picks dates by hand. */
  preset: Preset | null;
  startDate: string;
  endDate: string;
}

/** "Previous N days": the brand's today and the N − 1 days before it, both ends included. */
export function presetRange(days: Preset, nowMs: number, gmtOffsetMinutes: number): DateRange {
  const endDate = brandDay(nowMs, gmtOffsetMinutes);
  return { preset: days, startDate: addDays(endDate, 1 - days), endDate };
}

/** A start after the end: nothing is asked until the member fixes it. */
export const isBadRange = (range: Pick<DateRange, 'startDate' | 'endDate'>) =>
  Boolean(range.startDate && range.endDate && range.startDate > range.endDate);
