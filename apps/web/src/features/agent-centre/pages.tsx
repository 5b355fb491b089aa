import type { ComponentType } from 'react';
import type { AgentPage } from './agent-menu.ts';
import { DailySalaryPage, DividendPage, HourlySalaryPage, RealtimeSalaryPage } from './contracts/contract-page.tsx';
import { AnnouncementPage } from './pages/announcement-page.tsx';
import { IncomePage } from './pages/income-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { ProfitPage } from './pages/profit-page.tsx';
import { TeamBetsPage } from './pages/team-bets-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { TransactionsPage } from './pages/transactions-page.tsx';
import { RegisterCenter } from './register/register-center.tsx';
import { titled } from './titled.tsx';

/** The agent centre's pages by data page (endpoints §2): every menu entry has one. */
export const AGENT_PAGES: Record<AgentPage, ComponentType> = {
  agentAnnouncement: AnnouncementPage,
  agentTeamOverview: OverviewPage,
  downlineManagmentView: TeamPage,
  personalHistoryCopy: TeamBetsPage,
  palStatementsAgentCopy: ProfitPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: TransactionsPage,
  registerCenter: titled(RegisterCenter, 'account'),
  agentDividendRecordCopy2: titled(DividendPage, 'dividend'),
  agentDailyWages2: titled(DailySalaryPage, 'dailySalary'),
  agentHourSalary: titled(HourlySalaryPage, 'hourlySalary'),
  agentRealtimeSalary: titled(RealtimeSalaryPage, 'realtimeSalary'),
};
