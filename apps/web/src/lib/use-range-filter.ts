import { useState } from 'react';
import { useBrand } from './brand.ts';
import { type DateRange, DEFAULT_PRESET, isBadRange, type Preset, presetRange } from './date-range.ts';

/**
 * A record page's filters (a date range and the page's own fields) and the
 * page shown. Any change of filter goes back to page 1; a preset takes its
 * days from the brand's clock at the moment it is picked.
 */
export function useRangeFilter<F extends DateRange>(fields: Omit<F, keyof DateRange>) {
  const offset = useBrand().merchant.gmtOffsetMinutes;
  // The spread is an F: its own fields plus a DateRange; TypeScript cannot see through Omit.
  const [filter, setFilter] = useState(() => ({ ...fields, ...presetRange(DEFAULT_PRESET, Date.now(), offset) }) as F);
  const [page, setPage] = useState(1);
  const change = (patch: Partial<F>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return {
    filter,
    page,
    setPage,
    change,
    pickPreset: (preset: Preset) => change(presetRange(preset, Date.now(), offset) as Partial<F>),
    pickDates: (dates: Pick<DateRange, 'startDate' | 'endDate'>) => change({ preset: null, ...dates } as Partial<F>),
    badRange: isBadRange(filter),
  };
}
