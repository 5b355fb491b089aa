import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/form-parts.tsx';

interface DateFieldsProps {
  startDate: string;
  endDate: string;
  /** The start is after the end: told under the end date. */
  bad: boolean;
  onDates: (dates: { startDate: string; endDate: string }) => void;
}

/** Start and end days picked by hand, each bounded by the other. */
export function DateFields({ startDate, endDate, bad, onDates }: DateFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextField
        className="range-date"
        label={t('dateRange.startDate')}
        type="date"
        value={startDate}
        max={endDate || undefined}
        onChange={(start) => onDates({ startDate: start, endDate })}
      />
      <TextField
        className="range-date"
        label={t('dateRange.endDate')}
        type="date"
        value={endDate}
        min={startDate || undefined}
        onChange={(end) => onDates({ startDate, endDate: end })}
        error={bad ? t('dateRange.badRange') : undefined}
      />
    </>
  );
}
