import type { WhitelabelSwitch } from '@arcadia/contracts';

export type SalarySwitch = Extract<
  WhitelabelSwitch,
  'DIVIDEND_CONTRACT' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY'
>;

/** The data pages of the agent centre's menu (endpoints §2 "Agent centre modal"). */
export type AgentPage =
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'agentDownlineTransactionDetailsCopy'
  | 'agentDividendRecordCopy2'
  | 'agentDailyWages2'
  | 'agentHourSalary'
  | 'agentRealtimeSalary';

export interface AgentEntry {
  /** Translation key under `entry.`. */
  key: string;
  /** The data page it shows (endpoints §2). */
  page: AgentPage;
  /** Shown only when this contract kind applies (its switch, then its contract flags). */
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

/** The entries this agent sees, given which contract kinds apply. */
export const agentMenu = (applies: (modId: SalarySwitch) => boolean): AgentEntry[] =>
  AGENT_ENTRIES.filter((entry) => entry.when === undefined || applies(entry.when));

/** The consolidated contract info's flags of each kind: its request type and its info flag. */
const FLAGS: Record<SalarySwitch, { request: string; info: string }> = {
  DIVIDEND_CONTRACT: { request: 'divtypereq', info: 'divinfo' },
  DAILY_SALARY: { request: 'dailysalreqtype', info: 'dailysalinfo' },
  HOURLY_SALARY: { request: 'contracthoursalreq', info: 'hoursalinfo' },
  REALTIME_SALARY: { request: 'realtimesalreqtype', info: 'realtimesalinfo' },
};

/**
 * Whether a contract entry shows, as the server's flags say: the brand offers the kind
 * (its switch) and the agent is a side of such a contract (info 1) or something waits for
 * its answer (request type not 0). A server that sends no flags leaves it to the switch.
 */
export function contractEntryApplies(
  funds: Readonly<Record<string, unknown>> | undefined,
  switchOn: boolean,
  modId: SalarySwitch,
): boolean {
  if (!switchOn) return false;
  const { request, info } = FLAGS[modId];
  const requestType = funds?.[request];
  const infoFlag = funds?.[info];
  if (typeof requestType !== 'number' && typeof infoFlag !== 'number') return true;
  return infoFlag === 1 || (typeof requestType === 'number' && requestType !== 0);
}
