import { AGENT_TYPES, type DownlineControl, formatMoney, type TeamMember } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { SelectField } from '../../../ui/form/select-field.tsx';
import { fetchTeamMembers, type TeamMembersQuery, useTeamMembers } from '../api/team-members.ts';
import { AccountFilter } from '../report/account-filter.tsx';
import { collectPages } from '../report/collect-pages.ts';
import { csvMoney } from '../report/csv.ts';
import { Facts } from '../report/facts.tsx';
import { ListBody } from '../report/list-body.tsx';
import { ReportFrame } from '../report/report-frame.tsx';
import { type ReportColumn, ReportTable } from '../report/report-table.tsx';
import { TeamActions } from './team-actions.tsx';

const PAGE_SIZE = 20;
type StateFilter = '' | 'active' | 'disabled';
const isAgent = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** Team management (downlineManagmentView): the downline at every depth, its state, balance and rights. */
export function TeamPage() {
  const { t } = useTranslation('agentCentre');
  const time = useBrandTime();
  const [account, setAccount] = useState('');
  const [state, setState] = useState<StateFilter>('');
  const [direct, setDirect] = useState(false);
  const [page, setPage] = useState(1);
  const filters: Omit<TeamMembersQuery, 'pageNo' | 'pageSize'> = {
    account: account || undefined,
    state: state || undefined,
    direct: direct ? 'true' : undefined,
  };
  const query = useTeamMembers({ ...filters, pageNo: page, pageSize: PAGE_SIZE });
  const columns: ReportColumn<TeamMember>[] = [
    {
      label: t('account'),
      cell: (row) => (
        <>
          <span className="agent-account">{row.account}</span>
          <span className="agent-sub">{row.nickname}</span>
        </>
      ),
    },
    { label: t('team.type'), cell: (row) => t(isAgent(row.type) ? 'team.types.agent' : 'team.types.member') },
    { label: t('team.level'), numeric: true, cell: (row) => row.level },
    { label: t('team.upline'), cell: (row) => row.upline },
    {
      label: t('team.state'),
      cell: (row) => <span className={`agent-state is-${row.state}`}>{t(`team.states.${row.state}`)}</span>,
    },
    { label: t('team.lastLogin'), cell: (row) => (row.lastLoginAt ? time(row.lastLoginAt) : t('team.never')) },
    { label: t('team.balance'), numeric: true, cell: (row) => formatMoney(row.balance) },
    { label: t('team.downline'), numeric: true, cell: (row) => row.downline },
  ];
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <ReportFrame
      page="downlineManagmentView"
      title={t('entry.teamManagement')}
      filters={
        <>
          <AccountFilter value={account} onChange={(value) => change(() => setAccount(value))} />
          <SelectField<Exclude<StateFilter, ''>>
            label={t('team.state')}
            value={state}
            allLabel={t('all')}
            choices={[
              { value: 'active', label: t('team.states.active') },
              { value: 'disabled', label: t('team.states.disabled') },
            ]}
            onChange={(value) => change(() => setState(value))}
          />
          <label className="agent-check">
            <input
              type="checkbox"
              checked={direct}
              onChange={(event) => change(() => setDirect(event.target.checked))}
            />
            {t('team.directOnly')}
          </label>
        </>
      }
      query={query}
      exportAs={{
        fileName: 'team-members.csv',
        rows: async () => {
          const rows = await collectPages((pageNo, pageSize) => fetchTeamMembers({ ...filters, pageNo, pageSize }));
          return [
            [
              ...columns.map((column) => column.label),
              t('team.registered'),
              t('team.rightTransfer'),
              t('team.rightRegister'),
            ],
            ...rows.map((row) => [
              row.account,
              t(isAgent(row.type) ? 'team.types.agent' : 'team.types.member'),
              row.level,
              row.upline,
              t(`team.states.${row.state}`),
              row.lastLoginAt ? time(row.lastLoginAt) : '',
              csvMoney(row.balance),
              row.downline,
              time(row.registeredAt),
              row.rights.transfer ? 1 : 0,
              row.rights.register ? 1 : 0,
            ]),
          ];
        },
      }}
    >
      {(data) => <TeamBody data={data} columns={columns} page={page} onPage={setPage} controls={data.controls} />}
    </ReportFrame>
  );
}

interface TeamBodyProps {
  data: { list: TeamMember[]; total: number; totalPages: number; totals: { members: number; balance: number } };
  columns: ReportColumn<TeamMember>[];
  page: number;
  onPage: (page: number) => void;
  controls: DownlineControl[];
}

function TeamBody({ data, columns, page, onPage, controls }: TeamBodyProps) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyText();
  const withActions: ReportColumn<TeamMember>[] = [
    ...columns,
    { label: t('team.rights'), cell: (row) => <TeamActions member={row} controls={controls} /> },
  ];
  return (
    <>
      <Facts
        label={t('totals')}
        facts={[
          { term: t('team.members'), value: data.totals.members },
          { term: t('team.totalBalance'), value: money(data.totals.balance) },
        ]}
      />
      <ListBody count={data.list.length} page={page} pages={data.totalPages} onPage={onPage} empty={t('team.empty')}>
        <ReportTable
          caption={t('entry.teamManagement')}
          columns={withActions}
          rows={data.list}
          rowKey={(row) => row.account}
        />
      </ListBody>
    </>
  );
}
