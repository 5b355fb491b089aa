import { MIN_BET_OPTIONS, SEARCH_DEBOUNCE_MS } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { classificationsFor } from './classifications.ts';
import type { Classification, Filters, MinBet } from './list-state.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface Props {
  filters: Filters;
  onSearch: (search: string) => void;
  onClassify: (classify: Classification | null) => void;
  onMinBet: (minBet: MinBet) => void;
}

/** Search by name (debounced 500 ms), classification and minimum bet; one filter applies at a time. */
export function LobbyFilters({ filters, onSearch, onClassify, onMinBet }: Props) {
  const { t } = useTranslation('lobby');
  const classifications = classificationsFor(useBrand().merchant.languages);
  const [text, setText] = useState(filters.search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // Another filter, a tab or a vendor cleared the search: the box follows.
  useEffect(() => setText(filters.search), [filters.search]);
  // The reducer ignores a search equal to the one applied.
  useEffect(() => onSearch(settled), [settled, onSearch]);

  return (
    <div className="lobby-filters">
      <input
        type="search"
        className="lobby-search"
        value={text}
        maxLength={64}
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        onChange={(event) => setText(event.target.value)}
      />
      <fieldset className="lobby-classify">
        <legend className="visually-hidden">{t('classification')}</legend>
        {[null, ...classifications].map((code) => (
          <button
            key={code ?? 'all'}
            type="button"
            className={`lobby-chip${filters.classify === code ? ' lobby-chip-active' : ''}`}
            aria-pressed={filters.classify === code}
            onClick={() => onClassify(code)}
          >
            {code ? t(`classify.${code}`) : t('all')}
          </button>
        ))}
      </fieldset>
      <label className="lobby-min-bet">
        <span>{t('minBet')}</span>
        <select value={filters.minBet} onChange={(event) => onMinBet(event.target.value as MinBet)}>
          {MIN_BET_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('all') : option}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
