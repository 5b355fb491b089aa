import {
  type agentIncome,
  formatMoney,
  INCOME_KINDS,
  type Income,
  type IncomeKind,
  type ValueOf,
} from '@arcadia/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { fetchIncome, useIncome } from '../api/income.ts';
import { Chart } from '../chart/chart.tsx';
import { type ChartSpec, stackedBars } from '../chart/chart-spec.ts';
import { rangeQuery, useAgentRange } from '../report/agent-range.ts';
import { collectPages } from '../report/collect-pages.ts';
import { csvMoney } from '../report/csv.ts';
import { Facts } from '../report/facts.tsx';
import { ListBody } from '../report/list-body.tsx';
import { RangeFilter } from '../report/range-filter.tsx';
import { ReportFrame } from '../report/report-frame.tsx';
import { type ReportColumn, ReportTable } from '../report/report-table.tsx';

const PAGE_SIZE = 20;
const COLOURS: Record<IncomeKind, string> = { salary: '--primary', dividend: '--accent', rebate: '--success' };

/** My Income (agentRevenueReport): salaries, dividends and rebates received, by kind per day and one by one. */
export function IncomePage() {
  const { t } = useTranslation('agentCentre');
  const time = useBrandTime();
  const range = useAgentRange();
  const [kind, setKind] = useState<IncomeKind | ''>('');
  const filters = { kind: kind || undefined, ...rangeQuery(range.range) };
  const query = useIncome({ ...filters, pageNo: range.page, pageSize: PAGE_SIZE }, !range.badRange);
  const kindText = (row: Income) =>
    t(row.salaryKind ? `income.salaryKinds.${row.salaryKind}` : `income.kinds.${row.kind}`);
  const columns: ReportColumn<Income>[] = [
    { label: t('time'), cell: (row) => time(row.time) },
    { label: t('income.kind'), cell: kindText },
    { label: t('amount'), numeric: true, cell: (row) => formatMoney(row.amount), tone: () => 'is-in' },
    { label: t('reference'), cell: (row) => <span className="record-reference">{row.reference}</span> },
    { label: t('remark'), cell: (row) => row.remark },
  ];
  return (
    <ReportFrame
      page="agentRevenueReport"
      title={t('entry.myIncome')}
      filters={
        <>
          <RangeFilter range={range} />
          <SelectField<IncomeKind>
            label={t('income.kind')}
            value={kind}
            allLabel={t('all')}
            choices={INCOME_KINDS.map((value) => ({ value, label: t(`income.kinds.${value}`) }))}
            onChange={range.resetting(setKind)}
          />
        </>
      }
      query={query}
      badRange={range.badRange}
      exportAs={{
        fileName: `income-${range.range.startDate}-${range.range.endDate}.csv`,
        rows: async () => {
          const rows = await collectPages((pageNo, pageSize) => fetchIncome({ ...filters, pageNo, pageSize }));
          return [
            columns.map((column) => column.label),
            ...rows.map((row) => [time(row.time), kindText(row), csvMoney(row.amount), row.reference, row.remark]),
          ];
        },
      }}
    >
      {(data) => <IncomeBody data={data} columns={columns} page={range.page} onPage={range.setPage} />}
    </ReportFrame>
  );
}

interface IncomeBodyProps {
  data: ValueOf<typeof agentIncome>;
  columns: ReportColumn<Income>[];
  page: number;
  onPage: (page: number) => void;
}

function IncomeBody({ data, columns, page, onPage }: IncomeBodyProps) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyText();
  const spec = useMemo<ChartSpec>(
    () => ({
      label: t('income.chart'),
      days: data.days.map((day) => day.day),
      series: stackedBars(
        INCOME_KINDS.map((kind) => ({
          label: t(`income.kinds.${kind}`),
          color: COLOURS[kind],
          values: data.days.map((day) => day[kind] / 100),
        })),
      ),
    }),
    [data, t],
  );
  return (
    <>
      <Facts
        label={t('totals')}
        facts={[
          ...INCOME_KINDS.map((kind) => ({ term: t(`income.kinds.${kind}`), value: money(data.totals[kind]) })),
          { term: t('income.total'), value: money(data.totals.total), tone: data.totals.total > 0 ? 'is-in' : '' },
        ]}
      />
      <Chart spec={spec} caption={t('chartCaption')} />
      <ListBody count={data.list.length} page={page} pages={data.totalPages} onPage={onPage} empty={t('income.empty')}>
        <ReportTable caption={t('entry.myIncome')} columns={columns} rows={data.list} rowKey={(row) => row.id} />
      </ListBody>
    </>
  );
}
