import { PROFIT_GROUPS } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import type { DateRange } from '../../../lib/date-range.ts';
import { useRangeFilter } from '../../../lib/use-range-filter.ts';
import { DateRangeFilter } from '../../../ui/date-range/date-range-filter.tsx';
import { ToggleGroup } from '../../../ui/form/toggle-group.tsx';
import { rangeQuery } from '../betting-record/bet-range.ts';
import { BetTotals } from '../betting-record/bet-totals.tsx';
import { RecordPage } from '../record-page.tsx';
import { usePersonalProfit } from './api/personal-profit.ts';
import { ProfitTable } from './profit-table.tsx';
import '../betting-record/betting-record.css';

interface ProfitFilter extends DateRange {
  groupBy: (typeof PROFIT_GROUPS)[number];
}

/** "Personal profit and loss": stake, payout and profit over a range, per day or per game category. */
export function ProfitLoss() {
  const { t } = useTranslation('bets');
  const { filter, change, pickPreset, pickDates, badRange } = useRangeFilter<ProfitFilter>({ groupBy: 'day' });
  const { groupBy } = filter;
  const profit = usePersonalProfit({ groupBy, ...rangeQuery(filter) }, !badRange);

  const filters = (
    <>
      <DateRangeFilter value={filter} onPreset={pickPreset} onDates={pickDates} />
      <ToggleGroup
        legend={t('groupBy')}
        choices={PROFIT_GROUPS.map((group) => ({
          value: group,
          label: group === 'day' ? t('byDay') : t('byCategory'),
        }))}
        value={groupBy}
        onChange={(group) => change({ groupBy: group })}
      />
    </>
  );
  return (
    <RecordPage page="personalProfit" filters={filters} query={profit} badRange={badRange} bodyClassName="bet-body">
      {(data) => (
        <>
          <p className="bet-range-note">{t('rangeOf', { start: data.startDate, end: data.endDate })}</p>
          <BetTotals totals={data.totals} label={t('totals')} />
          {data.rows.length === 0 ? (
            <p className="record-empty">{t('noBets')}</p>
          ) : (
            <ProfitTable profit={data} groupBy={groupBy} />
          )}
        </>
      )}
    </RecordPage>
  );
}
