import type { TransactionType } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { ErrorAlert } from '../security/form-parts.tsx';
import { useMemberTransactions } from './api/member-transactions.ts';
import { type Preset, presetRange } from './record-dates.ts';
import { type RecordFilter, RecordFilters } from './record-filters.tsx';
import { RecordPager } from './record-pager.tsx';
import { RecordTable } from './record-table.tsx';
import './account-record.css';

const PAGE_SIZE = 20;
const DEFAULT_PRESET: Preset = 7;

/** "Account record": every movement of the member's money, filtered by type and days, a page at a time. */
export function AccountRecord() {
  const { t } = useTranslation('wallet');
  const offset = useBrand().merchant.gmtOffsetMinutes;
  const [filter, setFilter] = useState<RecordFilter>(() => ({
    type: '',
    preset: DEFAULT_PRESET,
    ...presetRange(DEFAULT_PRESET, Date.now(), offset),
  }));
  const [page, setPage] = useState(1);
  const change = (patch: Partial<RecordFilter>) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const badRange = Boolean(filter.startDate && filter.endDate && filter.startDate > filter.endDate);
  const records = useMemberTransactions(
    {
      type: filter.type || undefined,
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      pageNo: page,
      pageSize: PAGE_SIZE,
    },
    !badRange,
  );
  const data = badRange ? undefined : records.data;

  return (
    <PanelPage
      id="centre-page-transactionHistory"
      title={t('memberCentre:page.transactionHistory')}
      className="centre-page record-page"
    >
      <RecordFilters
        value={filter}
        onType={(type: TransactionType | '') => change({ type })}
        onPreset={(preset) => change({ preset, ...presetRange(preset, Date.now(), offset) })}
        onDates={(dates) => change({ preset: null, ...dates })}
        rangeError={badRange ? t('record.badRange') : undefined}
      />
      <ErrorAlert error={badRange ? null : records.error} />
      <div className="record-body" aria-busy={records.isFetching}>
        {data && data.list.length === 0 && <p className="record-empty">{t('record.empty')}</p>}
        {data && data.list.length > 0 && (
          <>
            <RecordTable records={data.list} />
            <RecordPager page={page} pages={Math.max(data.totalPages, 1)} onPage={setPage} />
          </>
        )}
      </div>
    </PanelPage>
  );
}
