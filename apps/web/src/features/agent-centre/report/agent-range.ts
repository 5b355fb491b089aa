import type { AgentDatePreset } from '@arcadia/contracts';
import { useState } from 'react';
import { useBrand } from '../../../lib/brand.ts';
import { addDays, brandDay } from '../../../lib/brand-clock.ts';

/** The spec's date presets (endpoints §9): the previous 7 and 30 days end today, the next ones start today. */
export const AGENT_PRESETS: readonly AgentDatePreset[] = ['last7days', 'last30days', 'next7days', 'next30days'];

export interface AgentRange {
  /** The preset the days came from; null once days are picked by hand. */
  preset: AgentDatePreset | null;
  startDate: string;
  endDate: string;
}

const LENGTH: Record<AgentDatePreset, { days: number; ahead: boolean }> = {
  last7days: { days: 7, ahead: false },
  last30days: { days: 30, ahead: false },
  next7days: { days: 7, ahead: true },
  next30days: { days: 30, ahead: true },
};

/** The days a preset covers, counted on the brand's clock (the server decides the same way). */
export function presetDays(preset: AgentDatePreset, nowMs: number, gmtOffsetMinutes: number): AgentRange {
  const today = brandDay(nowMs, gmtOffsetMinutes);
  const { days, ahead } = LENGTH[preset];
  return ahead
    ? { preset, startDate: today, endDate: addDays(today, days - 1) }
    : { preset, startDate: addDays(today, 1 - days), endDate: today };
}

/** What the server is asked: the preset by name (its today decides), else the picked days. */
export const rangeQuery = (range: AgentRange) =>
  range.preset
    ? { preset: range.preset }
    : { startDate: range.startDate || undefined, endDate: range.endDate || undefined };

export const isBadRange = (range: AgentRange) =>
  Boolean(range.startDate && range.endDate && range.startDate > range.endDate);

/**
 * A report's days and page: starts at the previous 7 days; any change of days (or of
 * the page's own filters, through `resetting`) goes back to page 1.
 */
export function useAgentRange() {
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const [range, setRange] = useState<AgentRange>(() => presetDays('last7days', Date.now(), offset));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    /** A setter of the page's own filter that also goes back to page 1. */
    resetting:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
    pickPreset: (preset: AgentDatePreset) => {
      setRange(presetDays(preset, Date.now(), offset));
      setPage(1);
    },
    pickDates: (dates: { startDate: string; endDate: string }) => {
      setRange({ preset: null, ...dates });
      setPage(1);
    },
    badRange: isBadRange(range),
  };
}

/** A report's days and page, as `useAgentRange` keeps them. */
export type AgentRangeState = ReturnType<typeof useAgentRange>;
