import type { WhitelabelSwitch } from '@arcadia/contracts';

export type SalarySwitch = Extract<
  WhitelabelSwitch,
  'DIVIDEND_CONTRACT' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY'
>;

export interface AgentEntry {
  /** Translation key under `entry.`. */
  key: string;
  /** The data page it shows (endpoints §2). */
  page: string;
  /** Shown only when this switch is on. */
  when?: SalarySwitch;
}

/** The agent centre's menu, in order (endpoints §2 "Agent centre modal"). */
export const AGENT_ENTRIES: readonly AgentEntry[] = [
  { key: 'announcement', page: 'agentAnnouncement' },
  { key: 'overview', page: 'agentTeamOverview' },
  { key: 'account', page: 'registerCenter' },
  { key: 'teamManagement', page: 'downlineManagmentView' },
  { key: 'teamBetting', page: 'personalHistoryCopy' },
  { key: 'userProfitLoss', page: 'palStatementsAgentCopy' },
  { key: 'myIncome', page: 'agentRevenueReport' },
  { key: 'transactionDetails', page: 'agentDownlineTransactionDetailsCopy' },
  { key: 'dividend', page: 'agentDividendRecordCopy2', when: 'DIVIDEND_CONTRACT' },
  { key: 'dailySalary', page: 'agentDailyWages2', when: 'DAILY_SALARY' },
  { key: 'hourlySalary', page: 'agentHourSalary', when: 'HOURLY_SALARY' },
  { key: 'realtimeSalary', page: 'agentRealtimeSalary', when: 'REALTIME_SALARY' },
];

/** The entries this agent sees, given which contract switches are on. */
export const agentMenu = (isOn: (modId: SalarySwitch) => boolean): AgentEntry[] =>
  AGENT_ENTRIES.filter((entry) => entry.when === undefined || isOn(entry.when));
