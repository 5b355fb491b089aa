import { BET_STATES, type BetState, type GameCategory, type MenuCategory } from '@arcadia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preset } from '../account-record/record-dates.ts';
import type { BetRange } from './bet-range.ts';
import { RangeFilter } from './range-filter.tsx';

export interface BetFilter extends BetRange {
  gameType: GameCategory | '';
  vendor: string;
  state: BetState | '';
}

interface BetFiltersProps {
  value: BetFilter;
  /** The brand's categories and vendors (game menus); empty while they load. */
  menus: readonly MenuCategory[];
  onChange: (patch: Partial<BetFilter>) => void;
  onPreset: (preset: Preset) => void;
  rangeError?: string;
}

/** Category, vendor (of the category, or every vendor), state and the date range. */
export function BetFilters({ value, menus, onChange, onPreset, rangeError }: BetFiltersProps) {
  const { t } = useTranslation('bets');
  const ids = { category: useId(), vendor: useId(), state: useId() };
  const vendors = menus
    .filter((category) => !value.gameType || category.title === value.gameType)
    .flatMap((category) => category.cards);
  return (
    <div className="record-filters">
      <div className="form-field bet-select">
        <label htmlFor={ids.category}>{t('category')}</label>
        <select
          id={ids.category}
          value={value.gameType}
          // A vendor of another category would match nothing: the vendor choice starts again.
          onChange={(event) => onChange({ gameType: event.target.value as GameCategory | '', vendor: '' })}
        >
          <option value="">{t('all')}</option>
          {menus.map((category) => (
            <option key={category.title} value={category.title}>
              {t(`common:category.${category.title}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field bet-select">
        <label htmlFor={ids.vendor}>{t('vendor')}</label>
        <select id={ids.vendor} value={value.vendor} onChange={(event) => onChange({ vendor: event.target.value })}>
          <option value="">{t('all')}</option>
          {vendors.map((card) => (
            <option key={`${card.gameType}-${card.vassalage}`} value={card.vassalage}>
              {card.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field bet-select">
        <label htmlFor={ids.state}>{t('state')}</label>
        <select
          id={ids.state}
          value={value.state}
          onChange={(event) => onChange({ state: event.target.value as BetState | '' })}
        >
          <option value="">{t('all')}</option>
          {BET_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <RangeFilter
        value={value}
        onPreset={onPreset}
        onDates={(dates) => onChange({ preset: null, ...dates })}
        error={rangeError}
      />
    </div>
  );
}
