import { useTranslation } from 'react-i18next';
import { PRESETS } from '../account-record/record-dates.ts';
import { TextField } from '../security/form-parts.tsx';
import type { BetRange } from './bet-range.ts';

interface RangeFilterProps {
  value: BetRange;
  onPreset: (preset: (typeof PRESETS)[number]) => void;
  onDates: (dates: { startDate: string; endDate: string }) => void;
  error?: string;
}

/** "Previous 7 days", "Previous 30 days", or start and end dates picked by hand. */
export function RangeFilter({ value, onPreset, onDates, error }: RangeFilterProps) {
  const { t } = useTranslation('bets');
  return (
    <>
      <fieldset className="record-presets">
        <legend className="visually-hidden">{t('range')}</legend>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={value.preset === days ? 'button' : 'button button-ghost'}
            aria-pressed={value.preset === days}
            onClick={() => onPreset(days)}
          >
            {t(days === 7 ? 'previous7' : 'previous30')}
          </button>
        ))}
      </fieldset>
      <TextField
        className="record-date"
        label={t('startDate')}
        type="date"
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(startDate) => onDates({ startDate, endDate: value.endDate })}
      />
      <TextField
        className="record-date"
        label={t('endDate')}
        type="date"
        value={value.endDate}
        min={value.startDate || undefined}
        onChange={(endDate) => onDates({ startDate: value.startDate, endDate })}
        error={error}
      />
    </>
  );
}
