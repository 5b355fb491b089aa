import { PROFIT_GROUPS } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import type { Preset } from '../account-record/record-dates.ts';
import { type BetRange, isBadRange, presetBetRange, rangeQuery } from '../betting-record/bet-range.ts';
import { BetTotals } from '../betting-record/bet-totals.tsx';
import { RangeFilter } from '../betting-record/range-filter.tsx';
import { ErrorAlert } from '../security/form-parts.tsx';
import { usePersonalProfit } from './api/personal-profit.ts';
import { ProfitTable } from './profit-table.tsx';
import '../account-record/account-record.css';
import '../betting-record/betting-record.css';

type Group = (typeof PROFIT_GROUPS)[number];
const DEFAULT_PRESET: Preset = 7;

/** "Personal profit and loss": stake, payout and profit over a range, per day or per game category. */
export function ProfitLoss() {
  const { t } = useTranslation('bets');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const [range, setRange] = useState<BetRange>(() => presetBetRange(DEFAULT_PRESET, Date.now(), offset));
  const [groupBy, setGroupBy] = useState<Group>('day');
  const badRange = isBadRange(range);
  const profit = usePersonalProfit({ groupBy, ...rangeQuery(range) }, !badRange);
  const data = badRange ? undefined : profit.data;

  return (
    <PanelPage
      id="centre-page-personalProfit"
      title={t('memberCentre:page.personalProfit')}
      className="centre-page record-page"
    >
      <div className="record-filters">
        <RangeFilter
          value={range}
          onPreset={(preset) => setRange(presetBetRange(preset, Date.now(), offset))}
          onDates={(dates) => setRange({ preset: null, ...dates })}
          error={badRange ? t('badRange') : undefined}
        />
        <fieldset className="record-presets profit-group">
          <legend className="visually-hidden">{t('groupBy')}</legend>
          {PROFIT_GROUPS.map((group) => (
            <button
              key={group}
              type="button"
              className={groupBy === group ? 'button' : 'button button-ghost'}
              aria-pressed={groupBy === group}
              onClick={() => setGroupBy(group)}
            >
              {t(group === 'day' ? 'byDay' : 'byCategory')}
            </button>
          ))}
        </fieldset>
      </div>
      <ErrorAlert error={badRange ? null : profit.error} />
      <div className="record-body bet-body" aria-busy={profit.isFetching}>
        {data && <p className="bet-range-note">{t('rangeOf', { start: data.startDate, end: data.endDate })}</p>}
        {data && <BetTotals totals={data.totals} label={t('totals')} />}
        {data && data.rows.length === 0 && <p className="record-empty">{t('noBets')}</p>}
        {data && data.rows.length > 0 && <ProfitTable profit={data} groupBy={groupBy} />}
      </div>
    </PanelPage>
  );
}
