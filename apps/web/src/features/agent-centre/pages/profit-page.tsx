import { formatMoney, type MemberProfit } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { moneyTone, signedMoney } from '../../../lib/money-text.ts';
import { fetchMemberProfit, useMemberProfit } from '../api/member-profit.ts';
import { AccountFilter } from '../report/account-filter.tsx';
import { rangeQuery, useAgentRange } from '../report/agent-range.ts';
import { collectPages } from '../report/collect-pages.ts';
import { csvMoney } from '../report/csv.ts';
import { ListBody } from '../report/list-body.tsx';
import { RangeFilter } from '../report/range-filter.tsx';
import { ReportFrame } from '../report/report-frame.tsx';
import { type ReportColumn, ReportTable } from '../report/report-table.tsx';

const PAGE_SIZE = 20;

/** User Profit and Loss (palStatementsAgentCopy): each downline member with activity in the days, with totals. */
export function ProfitPage() {
  const { t } = useTranslation('agentCentre');
  const range = useAgentRange();
  const [account, setAccount] = useState('');
  const filters = { account: account || undefined, ...rangeQuery(range.range) };
  const query = useMemberProfit({ ...filters, pageNo: range.page, pageSize: PAGE_SIZE }, !range.badRange);
  const columns: ReportColumn<MemberProfit>[] = [
    { label: t('account'), cell: (row) => row.account },
    { label: t('team.level'), numeric: true, cell: (row) => row.level },
    { label: t('profit.bets'), numeric: true, cell: (row) => row.betCount },
    { label: t('overview.validBet'), numeric: true, cell: (row) => formatMoney(row.validBet) },
    { label: t('overview.payout'), numeric: true, cell: (row) => formatMoney(row.payout) },
    {
      label: t('profit.profit'),
      numeric: true,
      cell: (row) => signedMoney(row.profit),
      tone: (row) => moneyTone(row.profit),
    },
    { label: t('overview.deposits'), numeric: true, cell: (row) => formatMoney(row.deposits) },
    { label: t('overview.withdrawals'), numeric: true, cell: (row) => formatMoney(row.withdrawals) },
  ];
  return (
    <ReportFrame
      page="palStatementsAgentCopy"
      title={t('entry.userProfitLoss')}
      filters={
        <>
          <RangeFilter range={range} />
          <AccountFilter value={account} onChange={range.resetting(setAccount)} />
        </>
      }
      query={query}
      badRange={range.badRange}
      exportAs={{
        fileName: `profit-and-loss-${range.range.startDate}-${range.range.endDate}.csv`,
        rows: async () => {
          const rows = await collectPages((pageNo, pageSize) => fetchMemberProfit({ ...filters, pageNo, pageSize }));
          return [
            columns.map((column) => column.label),
            ...rows.map((row) => [
              row.account,
              row.level,
              row.betCount,
              csvMoney(row.validBet),
              csvMoney(row.payout),
              csvMoney(row.profit),
              csvMoney(row.deposits),
              csvMoney(row.withdrawals),
            ]),
          ];
        },
      }}
    >
      {(data) => (
        <ListBody count={data.list.length} page={range.page} pages={data.totalPages} onPage={range.setPage}>
          <ReportTable
            caption={t('entry.userProfitLoss')}
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.account}
            foot={[
              t('totalsOf', { count: data.total }),
              '',
              data.totals.betCount,
              formatMoney(data.totals.validBet),
              formatMoney(data.totals.payout),
              signedMoney(data.totals.profit),
              formatMoney(data.totals.deposits),
              formatMoney(data.totals.withdrawals),
            ]}
          />
        </ListBody>
      )}
    </ReportFrame>
  );
}
