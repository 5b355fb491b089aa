import type { BetDatePreset } from '@arcadia/contracts';
import type { DateRange, Preset } from '../../../lib/date-range.ts';

const PRESET_NAMES: Record<Preset, BetDatePreset> = { 7: 'last7days', 30: 'last30days' };

/**
 * What the server is asked: a preset by name (the server's today decides its
 * days, as the contract says a preset wins), else the picked days.
 */
export function rangeQuery(range: DateRange) {
  if (range.preset) return { preset: PRESET_NAMES[range.preset] };
  return { startDate: range.startDate || undefined, endDate: range.endDate || undefined };
}
