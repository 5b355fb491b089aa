import { useTranslation } from '../../i18n/react.tsx';
import { type DateRange, isBadRange, PRESETS, type Preset } from '../../lib/date-range.ts';
import { ToggleGroup } from '../form/toggle-group.tsx';
import { DateFields } from './date-fields.tsx';
import './date-range-filter.css';

interface DateRangeFilterProps {
  value: DateRange;
  onPreset: (preset: Preset) => void;
  onDates: (dates: { startDate: string; endDate: string }) => void;
}

/**
 * "Previous 7 days", "Previous 30 days", or start and end dates picked by
 * hand. A start after the end is told under the end date.
 */
export function DateRangeFilter({ value, onPreset, onDates }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const presetLabel: Record<Preset, string> = { 7: t('dateRange.previous7'), 30: t('dateRange.previous30') };
  return (
    <>
      <ToggleGroup
        legend={t('dateRange.range')}
        choices={PRESETS.map((days) => ({ value: days, label: presetLabel[days] }))}
        value={value.preset}
        onChange={onPreset}
      />
      <DateFields startDate={value.startDate} endDate={value.endDate} bad={isBadRange(value)} onDates={onDates} />
    </>
  );
}
