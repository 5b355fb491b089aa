import { useTranslation } from '../../../i18n/react.tsx';
import { useRangeFilter } from '../../../lib/use-range-filter.ts';
import { Pager } from '../../../ui/pager/pager.tsx';
import { RecordPage } from '../record-page.tsx';
import { useMemberTransactions } from './api/member-transactions.ts';
import { type RecordFilter, RecordFilters } from './record-filters.tsx';
import { RecordTable } from './record-table.tsx';
import './account-record.css';

const PAGE_SIZE = 20;

/** "Account record": every movement of the member's money, filtered by type and days, a page at a time. */
export function AccountRecord() {
  const { t } = useTranslation('wallet');
  const { filter, page, setPage, change, pickPreset, pickDates, badRange } = useRangeFilter<RecordFilter>({
    type: '',
  });
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

  return (
    <RecordPage
      page="transactionHistory"
      filters={<RecordFilters value={filter} onChange={change} onPreset={pickPreset} onDates={pickDates} />}
      query={records}
      badRange={badRange}
    >
      {(data) =>
        data.list.length === 0 ? (
          <p className="record-empty">{t('record.empty')}</p>
        ) : (
          <>
            <RecordTable records={data.list} />
            <Pager label={t('record.paging')} page={page} pages={Math.max(data.totalPages, 1)} onPage={setPage} />
          </>
        )
      }
    </RecordPage>
  );
}
