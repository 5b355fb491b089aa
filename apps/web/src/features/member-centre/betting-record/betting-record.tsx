import { isLanguage } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useGameMenus } from '../../../lib/game-menus.ts';
import { useRangeFilter } from '../../../lib/use-range-filter.ts';
import { Pager } from '../../../ui/pager/pager.tsx';
import { RecordPage } from '../record-page.tsx';
import { useBetRecords } from './api/bet-records.ts';
import { type BetFilter, BetFilters } from './bet-filters.tsx';
import { rangeQuery } from './bet-range.ts';
import { BetTable } from './bet-table.tsx';
import { BetTotals } from './bet-totals.tsx';
import './betting-record.css';

const PAGE_SIZE = 20;

/** "Betting record": the member's bets by category, vendor, state and days, with totals, a page at a time. */
export function BettingRecord() {
  const { t, i18n } = useTranslation('bets');
  const menus = useGameMenus().data ?? [];
  const { filter, page, setPage, change, pickPreset, pickDates, badRange } = useRangeFilter<BetFilter>({
    gameType: '',
    vendor: '',
    state: '',
  });
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

  return (
    <RecordPage
      page="personalHistoryCopy"
      filters={<BetFilters value={filter} menus={menus} onChange={change} onPreset={pickPreset} onDates={pickDates} />}
      query={records}
      badRange={badRange}
      bodyClassName="bet-body"
    >
      {(data) => (
        <>
          <BetTotals totals={data.totals} label={t('totals')} />
          {data.list.length === 0 ? (
            <p className="record-empty">{t('empty')}</p>
          ) : (
            <>
              <BetTable bets={data.list} />
              <Pager label={t('paging')} page={page} pages={Math.max(data.totalPages, 1)} onPage={setPage} />
            </>
          )}
        </>
      )}
    </RecordPage>
  );
}
