import { TRANSACTION_TYPES, type TransactionType } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import type { DateRange, Preset } from '../../../lib/date-range.ts';
import { DateRangeFilter } from '../../../ui/date-range/date-range-filter.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';

export interface RecordFilter extends DateRange {
  type: TransactionType | '';
}

interface RecordFiltersProps {
  value: RecordFilter;
  onChange: (patch: Partial<RecordFilter>) => void;
  onPreset: (preset: Preset) => void;
  onDates: (dates: { startDate: string; endDate: string }) => void;
}

/** Type, a preset range ("Previous 7 days", "Previous 30 days") and custom start and end dates. */
export function RecordFilters({ value, onChange, onPreset, onDates }: RecordFiltersProps) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <SelectField
        className="record-type"
        label={t('record.type')}
        value={value.type}
        onChange={(type) => onChange({ type })}
        allLabel={t('record.allTypes')}
        choices={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <DateRangeFilter value={value} onPreset={onPreset} onDates={onDates} />
    </>
  );
}
