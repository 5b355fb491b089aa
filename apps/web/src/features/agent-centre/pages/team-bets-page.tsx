import { formatMoney, isLanguage, type TeamBet } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { moneyTone, signedMoney, useMoneyText } from '../../../lib/money-text.ts';
import { fetchTeamBets, useTeamBets } from '../api/team-bets.ts';
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
const awaiting = (bet: TeamBet) => bet.state === 'open' || bet.state === 'held';

/** Team Betting (personalHistoryCopy for the downline): every downline bet, newest first, with totals. */
export function TeamBetsPage() {
  const { t, i18n } = useTranslation('agentCentre');
  const { t: bets } = useTranslation('bets');
  const time = useBrandTime();
  const money = useMoneyText();
  const range = useAgentRange();
  const [account, setAccount] = useState('');
  const filters = {
    account: account || undefined,
    ...rangeQuery(range.range),
    language: isLanguage(i18n.language) ? i18n.language : undefined,
  };
  const query = useTeamBets({ ...filters, pageNo: range.page, pageSize: PAGE_SIZE }, !range.badRange);
  const columns: ReportColumn<TeamBet>[] = [
    { label: bets('time'), cell: (bet) => time(bet.placedAt) },
    { label: t('account'), cell: (bet) => bet.account },
    {
      label: bets('game'),
      cell: (bet) => (
        <>
          <span>{bet.gameName}</span>
          <span className="agent-sub">{bet.vendorName}</span>
        </>
      ),
    },
    { label: bets('round'), cell: (bet) => <span className="record-reference">{bet.roundId}</span> },
    { label: bets('stake'), numeric: true, cell: (bet) => formatMoney(bet.stake) },
    { label: bets('payout'), numeric: true, cell: (bet) => (awaiting(bet) ? '—' : formatMoney(bet.payout)) },
    {
      label: bets('profit'),
      numeric: true,
      cell: (bet) => (bet.profit === null ? '—' : signedMoney(bet.profit)),
      tone: (bet) => moneyTone(bet.profit),
    },
    {
      label: bets('state'),
      cell: (bet) => <span className={`bet-state is-${bet.state}`}>{bets(`states.${bet.state}`)}</span>,
    },
  ];
  return (
    <ReportFrame
      page="personalHistoryCopy"
      title={t('entry.teamBetting')}
      filters={
        <>
          <RangeFilter range={range} />
          <AccountFilter value={account} onChange={range.resetting(setAccount)} />
        </>
      }
      query={query}
      badRange={range.badRange}
      exportAs={{
        fileName: `team-bets-${range.range.startDate}-${range.range.endDate}.csv`,
        rows: async () => {
          const rows = await collectPages((pageNo, pageSize) => fetchTeamBets({ ...filters, pageNo, pageSize }));
          return [
            [...columns.map((column) => column.label), bets('vendor')],
            ...rows.map((bet) => [
              time(bet.placedAt),
              bet.account,
              bet.gameName,
              bet.roundId,
              csvMoney(bet.stake),
              awaiting(bet) ? '' : csvMoney(bet.payout),
              bet.profit === null ? '' : csvMoney(bet.profit),
              bets(`states.${bet.state}`),
              bet.vendorName,
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
              { term: bets('betCount'), value: data.totals.betCount },
              { term: bets('stake'), value: money(data.totals.stake) },
              { term: t('overview.validBet'), value: money(data.totals.validBet) },
              { term: bets('payout'), value: money(data.totals.payout) },
              { term: bets('profit'), value: signedMoney(data.totals.profit), tone: moneyTone(data.totals.profit) },
            ]}
          />
          <ListBody count={data.list.length} page={range.page} pages={data.totalPages} onPage={range.setPage}>
            <ReportTable caption={t('entry.teamBetting')} columns={columns} rows={data.list} rowKey={(bet) => bet.id} />
          </ListBody>
        </>
      )}
    </ReportFrame>
  );
}
