import { isLanguage } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { useGameMenus } from '../../../lib/game-menus.ts';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import type { Preset } from '../account-record/record-dates.ts';
import { ErrorAlert } from '../security/form-parts.tsx';
import { useBetRecords } from './api/bet-records.ts';
import { type BetFilter, BetFilters } from './bet-filters.tsx';
import { isBadRange, presetBetRange, rangeQuery } from './bet-range.ts';
import { BetTable } from './bet-table.tsx';
import { BetTotals } from './bet-totals.tsx';
import { BetsPager } from './bets-pager.tsx';
import '../account-record/account-record.css';
import './betting-record.css';

const PAGE_SIZE = 20;
const DEFAULT_PRESET: Preset = 7;

/** "Betting record": the member's bets by category, vendor, state and days, with totals, a page at a time. */
export function BettingRecord() {
  const { t, i18n } = useTranslation('bets');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const menus = useGameMenus().data ?? [];
  const [filter, setFilter] = useState<BetFilter>(() => ({
    gameType: '',
    vendor: '',
    state: '',
    ...presetBetRange(DEFAULT_PRESET, Date.now(), offset),
  }));
  const [page, setPage] = useState(1);
  const change = (patch: Partial<BetFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const badRange = isBadRange(filter);
  const records = useBetRecords(
    {
      gameType: filter.gameType || undefined,
      vendor: filter.vendor || undefined,
      state: filter.state || undefined,
      ...rangeQuery(filter),
      // Game names come back in the site language.
      language: isLanguage(i18n.language) ? i18n.language : undefined,
      pageNo: page,
      pageSize: PAGE_SIZE,
    },
    !badRange,
  );
  const data = badRange ? undefined : records.data;

  return (
    <PanelPage
      id="centre-page-personalHistoryCopy"
      title={t('memberCentre:page.personalHistoryCopy')}
      className="centre-page record-page"
    >
      <BetFilters
        value={filter}
        menus={menus}
        onChange={change}
        onPreset={(preset) => change(presetBetRange(preset, Date.now(), offset))}
        rangeError={badRange ? t('badRange') : undefined}
      />
      <ErrorAlert error={badRange ? null : records.error} />
      <div className="record-body bet-body" aria-busy={records.isFetching}>
        {data && <BetTotals totals={data.totals} label={t('totals')} />}
        {data && data.list.length === 0 && <p className="record-empty">{t('empty')}</p>}
        {data && data.list.length > 0 && (
          <>
            <BetTable bets={data.list} />
            <BetsPager label={t('paging')} page={page} pages={Math.max(data.totalPages, 1)} onPage={setPage} />
          </>
        )}
      </div>
    </PanelPage>
  );
}
