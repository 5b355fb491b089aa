import { POINT_ENTRY_KINDS, type PointEntry, type PointEntryKind } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrand } from '../../lib/brand.ts';
import { formatRecordTime } from '../../lib/brand-clock.ts';
import type { DateRange } from '../../lib/date-range.ts';
import { moneyTone, useMoneyText } from '../../lib/money-text.ts';
import { useRangeFilter } from '../../lib/use-range-filter.ts';
import { DateRangeFilter } from '../../ui/date-range/date-range-filter.tsx';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { MoneyTable } from '../../ui/money/money-table.tsx';
import { Pager } from '../../ui/pager/pager.tsx';
import { usePointDetails } from './api/point-details.ts';

const PAGE_SIZE = 20;

interface DetailsFilter extends DateRange {
  kind: PointEntryKind | '';
}

/** What one line of the ledger was: the day's bets, a redemption, its return, a conversion. */
function useRemark() {
  const { t } = useTranslation('points');
  const money = useMoneyText();
  return (entry: PointEntry) => {
    if (entry.kind === 'earn') return entry.day ? t('details.earnDay', { day: entry.day }) : t('details.welcome');
    if (entry.kind === 'redeem') return t('details.redeemRef', { reference: entry.reference ?? '' });
    if (entry.kind === 'refund') return t('details.refundRef', { reference: entry.reference ?? '' });
    return t('details.convertRef', { amount: money(entry.amount ?? 0), reference: entry.reference ?? '' });
  };
}

/** Point details: the points ledger with the balance after each line, by days and type, a page at a time. */
export function PointDetails() {
  const { t, i18n } = useTranslation('points');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const remark = useRemark();
  const { filter, page, setPage, change, pickPreset, pickDates, badRange } = useRangeFilter<DetailsFilter>({
    kind: '',
  });
  const details = usePointDetails(
    {
      kind: filter.kind || undefined,
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      pageNo: page,
      pageSize: PAGE_SIZE,
    },
    !badRange,
  );
  const data = badRange ? undefined : details.data;
  const columns = [
    { label: t('details.time') },
    { label: t('details.kind') },
    { label: t('details.points'), numeric: true },
    { label: t('details.balance'), numeric: true },
    { label: t('details.remark') },
  ];
  return (
    <section className="point-details" aria-labelledby="point-details-title">
      <h2 id="point-details-title" className="mall-heading">
        {t('details.title')}
      </h2>
      <div className="mall-filters">
        <DateRangeFilter value={filter} onPreset={pickPreset} onDates={pickDates} />
        <SelectField
          label={t('details.kind')}
          value={filter.kind}
          onChange={(kind) => change({ kind })}
          allLabel={t('details.all')}
          choices={POINT_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        />
      </div>
      <ErrorAlert error={badRange ? null : details.error} />
      {data && data.list.length === 0 && <p className="mall-empty">{t('details.empty')}</p>}
      {data && data.list.length > 0 && (
        <>
          <MoneyTable columns={columns} labelledBy="point-details-title" className="point-details-table">
            {data.list.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.time}>{formatRecordTime(entry.time, offset, i18n.language)}</time>
                </td>
                <td>{t(`kind.${entry.kind}`)}</td>
                <td className={`is-number ${moneyTone(entry.points)}`}>
                  {entry.points > 0 ? `+${entry.points.toLocaleString('en-US')}` : entry.points.toLocaleString('en-US')}
                </td>
                <td className="is-number">{entry.balanceAfter.toLocaleString('en-US')}</td>
                <td>{remark(entry)}</td>
              </tr>
            ))}
          </MoneyTable>
          <Pager label={t('details.pages')} page={page} pages={Math.max(data.totalPages, 1)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
