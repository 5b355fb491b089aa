import { TRANSACTION_TYPES, type TransactionType } from '@arcadia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../security/form-parts.tsx';
import { PRESETS, type Preset } from './record-dates.ts';

export interface RecordFilter {
  type: TransactionType | '';
  /** The preset the dates came from; null once the member picks dates by hand. */
  preset: Preset | null;
  startDate: string;
  endDate: string;
}

interface RecordFiltersProps {
  value: RecordFilter;
  onType: (type: TransactionType | '') => void;
  onPreset: (preset: Preset) => void;
  onDates: (dates: { startDate: string; endDate: string }) => void;
  /** A start after the end: shown under the end date. */
  rangeError?: string;
}

/** Type, a preset range ("Previous 7 days", "Previous 30 days") and custom start and end dates. */
export function RecordFilters({ value, onType, onPreset, onDates, rangeError }: RecordFiltersProps) {
  const { t } = useTranslation('wallet');
  const typeId = useId();
  const presetLabel: Record<Preset, string> = { 7: t('record.previous7'), 30: t('record.previous30') };
  return (
    <div className="record-filters">
      <div className="form-field record-type">
        <label htmlFor={typeId}>{t('record.type')}</label>
        <select id={typeId} value={value.type} onChange={(event) => onType(event.target.value as TransactionType | '')}>
          <option value="">{t('record.allTypes')}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="record-presets">
        <legend className="visually-hidden">{t('record.range')}</legend>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={value.preset === days ? 'button' : 'button button-ghost'}
            aria-pressed={value.preset === days}
            onClick={() => onPreset(days)}
          >
            {presetLabel[days]}
          </button>
        ))}
      </fieldset>
      <TextField
        className="record-date"
        label={t('record.startDate')}
        type="date"
        value={value.startDate}
        max={value.endDate || undefined}
        onChange={(startDate) => onDates({ startDate, endDate: value.endDate })}
      />
      <TextField
        className="record-date"
        label={t('record.endDate')}
        type="date"
        value={value.endDate}
        min={value.startDate || undefined}
        onChange={(endDate) => onDates({ startDate: value.startDate, endDate })}
        error={rangeError}
      />
    </div>
  );
}
