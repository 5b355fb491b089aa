import { TEAM_TRANSACTION_TYPES, type TeamTransaction } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { moneyTone, signedMoney, useMoneyText } from '../../../lib/money-text.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { fetchTeamTransactions, useTeamTransactions } from '../api/team-transactions.ts';
import { AccountFilter } from '../report/account-filter.tsx';
import { rangeQuery, useAgentRange } from '../report/agent-range.ts';
import { collectPages } from '../report/collect-pages.ts';
import { csvMoney } from '../report/csv.ts';
import { Facts } from '../report/facts.tsx';
import { ListBody } from '../report/list-body.tsx';
import { RangeFilter } from '../report/range-filter.tsx';
import { ReportFrame } from '../report/report-frame.tsx';
import { type ReportColumn, ReportTable } from '../report/report-table.tsx';

const PAGE_SIZE = 20;
type TeamType = (typeof TEAM_TRANSACTION_TYPES)[number];

/** Transaction Details of downlines: their deposits, withdrawals, transfers and the rest (not game rounds). */
export function TransactionsPage() {
  const { t } = useTranslation('agentCentre');
  const { t: wallet } = useTranslation('wallet');
  const time = useBrandTime();
  const money = useMoneyText();
  const range = useAgentRange();
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TeamType | ''>('');
  const filters = { account: account || undefined, type: type || undefined, ...rangeQuery(range.range) };
  const query = useTeamTransactions({ ...filters, pageNo: range.page, pageSize: PAGE_SIZE }, !range.badRange);
  const typeText = (value: string) => wallet(`types.${value}`, { defaultValue: value });
  const columns: ReportColumn<TeamTransaction>[] = [
    { label: t('time'), cell: (row) => time(row.time) },
    { label: t('account'), cell: (row) => row.account },
    { label: t('type'), cell: (row) => typeText(row.type) },
    { label: t('amount'), numeric: true, cell: (row) => signedMoney(row.amount), tone: (row) => moneyTone(row.amount) },
    { label: t('reference'), cell: (row) => <span className="record-reference">{row.reference}</span> },
    { label: t('remark'), cell: (row) => row.remark },
  ];
  return (
    <ReportFrame
      page="agentDownlineTransactionDetailsCopy"
      title={t('entry.transactionDetails')}
      filters={
        <>
          <RangeFilter range={range} />
          <AccountFilter value={account} onChange={range.resetting(setAccount)} />
          <SelectField<TeamType>
            label={t('type')}
            value={type}
            allLabel={t('all')}
            choices={TEAM_TRANSACTION_TYPES.map((value) => ({ value, label: typeText(value) }))}
            onChange={range.resetting(setType)}
          />
        </>
      }
      query={query}
      badRange={range.badRange}
      exportAs={{
        fileName: `team-transactions-${range.range.startDate}-${range.range.endDate}.csv`,
        rows: async () => {
          const rows = await collectPages((pageNo, pageSize) =>
            fetchTeamTransactions({ ...filters, pageNo, pageSize }),
          );
          return [
            columns.map((column) => column.label),
            ...rows.map((row) => [
              time(row.time),
              row.account,
              typeText(row.type),
              csvMoney(row.amount),
              row.reference,
              row.remark,
            ]),
          ];
        },
      }}
    >
      {(data) => (
        <>
          <Facts
            label={t('totals')}
            facts={[
              { term: t('transactions.credit'), value: money(data.totals.credit), tone: moneyTone(data.totals.credit) },
              { term: t('transactions.debit'), value: money(data.totals.debit), tone: moneyTone(data.totals.debit) },
              { term: t('transactions.net'), value: signedMoney(data.totals.net), tone: moneyTone(data.totals.net) },
            ]}
          />
          <ListBody count={data.list.length} page={range.page} pages={data.totalPages} onPage={range.setPage}>
            <ReportTable
              caption={t('entry.transactionDetails')}
              columns={columns}
              rows={data.list}
              rowKey={(row) => `${row.id}:${row.account}`}
            />
          </ListBody>
        </>
      )}
    </ReportFrame>
  );
}
