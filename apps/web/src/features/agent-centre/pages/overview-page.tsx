import { type agentTeamOverview, formatMoney, type ValueOf } from '@arcadia/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { moneyTone, signedMoney, useMoneyText } from '../../../lib/money-text.ts';
import { useTeamOverview } from '../api/team-overview.ts';
import { Chart } from '../chart/chart.tsx';
import type { ChartSpec } from '../chart/chart-spec.ts';
import { rangeQuery, useAgentRange } from '../report/agent-range.ts';
import { csvMoney } from '../report/csv.ts';
import { Facts } from '../report/facts.tsx';
import { RangeFilter } from '../report/range-filter.tsx';
import { ReportFrame } from '../report/report-frame.tsx';
import { type ReportColumn, ReportTable } from '../report/report-table.tsx';

type Overview = ValueOf<typeof agentTeamOverview>;
type Day = Overview['days'][number];

/** Overview (agentTeamOverview): the team's members and activity over the days, a chart and a day-by-day table. */
export function OverviewPage() {
  const { t } = useTranslation('agentCentre');
  const range = useAgentRange();
  const query = useTeamOverview(rangeQuery(range.range), !range.badRange);
  const columns: ReportColumn<Day>[] = [
    { label: t('overview.day'), cell: (day) => day.day },
    { label: t('overview.newMembers'), numeric: true, cell: (day) => day.newMembers },
    { label: t('overview.activeMembers'), numeric: true, cell: (day) => day.activeMembers },
    { label: t('overview.deposits'), numeric: true, cell: (day) => formatMoney(day.deposits) },
    { label: t('overview.withdrawals'), numeric: true, cell: (day) => formatMoney(day.withdrawals) },
    { label: t('overview.validBet'), numeric: true, cell: (day) => formatMoney(day.validBet) },
    { label: t('overview.payout'), numeric: true, cell: (day) => formatMoney(day.payout) },
    {
      label: t('overview.profit'),
      numeric: true,
      cell: (day) => signedMoney(day.profit),
      tone: (day) => moneyTone(day.profit),
    },
  ];
  return (
    <ReportFrame
      page="agentTeamOverview"
      title={t('entry.overview')}
      filters={<RangeFilter range={range} />}
      query={query}
      badRange={range.badRange}
      exportAs={{
        fileName: `team-overview-${range.range.startDate}-${range.range.endDate}.csv`,
        rows: async () => {
          const data = query.data;
          if (!data) return [];
          return [
            columns.map((column) => column.label),
            ...data.days.map((day) => [
              day.day,
              day.newMembers,
              day.activeMembers,
              csvMoney(day.deposits),
              csvMoney(day.withdrawals),
              csvMoney(day.validBet),
              csvMoney(day.payout),
              csvMoney(day.profit),
            ]),
          ];
        },
      }}
    >
      {(data) => <OverviewBody data={data} columns={columns} />}
    </ReportFrame>
  );
}

function OverviewBody({ data, columns }: { data: Overview; columns: ReportColumn<Day>[] }) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyText();
  const { totals } = data;
  const spec = useMemo<ChartSpec>(
    () => ({
      label: t('overview.chart'),
      days: data.days.map((day) => day.day),
      series: [
        {
          label: t('overview.validBet'),
          values: data.days.map((day) => day.validBet / 100),
          kind: 'bar',
          color: '--accent',
          axis: 'left',
        },
        {
          label: t('overview.profit'),
          values: data.days.map((day) => day.profit / 100),
          kind: 'line',
          color: '--primary',
          axis: 'right',
        },
      ],
    }),
    [data, t],
  );
  return (
    <>
      <Facts
        label={t('totals')}
        facts={[
          {
            term: t('overview.members'),
            value: t('overview.membersValue', { count: totals.members, direct: totals.directMembers }),
          },
          { term: t('overview.newMembers'), value: totals.newMembers },
          { term: t('overview.activeMembers'), value: totals.activeMembers },
          { term: t('overview.deposits'), value: money(totals.deposits) },
          { term: t('overview.withdrawals'), value: money(totals.withdrawals) },
          { term: t('overview.validBet'), value: money(totals.validBet) },
          { term: t('overview.payout'), value: money(totals.payout) },
          { term: t('overview.profit'), value: signedMoney(totals.profit), tone: moneyTone(totals.profit) },
        ]}
      />
      <Chart spec={spec} caption={t('chartCaption')} />
      <ReportTable
        caption={t('overview.perDay')}
        columns={columns}
        rows={[...data.days].reverse()}
        rowKey={(day) => day.day}
        foot={[
          t('totals'),
          totals.newMembers,
          totals.activeMembers,
          formatMoney(totals.deposits),
          formatMoney(totals.withdrawals),
          formatMoney(totals.validBet),
          formatMoney(totals.payout),
          signedMoney(totals.profit),
        ]}
      />
    </>
  );
}
