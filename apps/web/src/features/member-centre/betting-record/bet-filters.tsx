import { BET_STATES, type BetState, type GameCategory, type MenuCategory } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import type { DateRange, Preset } from '../../../lib/date-range.ts';
import { DateRangeFilter } from '../../../ui/date-range/date-range-filter.tsx';
import { SelectField } from '../../../ui/form/select-field.tsx';

export interface BetFilter extends DateRange {
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
  onDates: (dates: { startDate: string; endDate: string }) => void;
}

/** Category, vendor (of the category, or every vendor), state and the date range. */
export function BetFilters({ value, menus, onChange, onPreset, onDates }: BetFiltersProps) {
  const { t } = useTranslation('bets');
  const vendors = menus
    .filter((category) => !value.gameType || category.title === value.gameType)
    .flatMap((category) => category.cards);
  return (
    <>
      <SelectField
        className="bet-select"
        label={t('category')}
        value={value.gameType}
        // A vendor of another category would match nothing: the vendor choice starts again.
        onChange={(gameType) => onChange({ gameType, vendor: '' })}
        allLabel={t('all')}
        choices={menus.map((category) => ({ value: category.title, label: t(`common:category.${category.title}`) }))}
      />
      <SelectField
        className="bet-select"
        label={t('vendor')}
        value={value.vendor}
        onChange={(vendor) => onChange({ vendor })}
        allLabel={t('all')}
        choices={vendors.map((card) => ({
          key: `${card.gameType}-${card.vassalage}`,
          value: card.vassalage,
          label: card.name,
        }))}
      />
      <SelectField
        className="bet-select"
        label={t('state')}
        value={value.state}
        onChange={(state) => onChange({ state })}
        allLabel={t('all')}
        choices={BET_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
      />
      <DateRangeFilter value={value} onPreset={onPreset} onDates={onDates} />
    </>
  );
}
