import type { ComponentType } from 'react';
import { AnnouncementPage } from './pages/announcement-page.tsx';
import { IncomePage } from './pages/income-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { ProfitPage } from './pages/profit-page.tsx';
import { TeamBetsPage } from './pages/team-bets-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { TransactionsPage } from './pages/transactions-page.tsx';

/** The agent centre's pages by data page (endpoints §2); an entry not here shows the pending page. */
export const AGENT_PAGES: Partial<Record<string, ComponentType>> = {
  agentAnnouncement: AnnouncementPage,
  agentTeamOverview: OverviewPage,
  downlineManagmentView: TeamPage,
  personalHistoryCopy: TeamBetsPage,
  palStatementsAgentCopy: ProfitPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: TransactionsPage,
};
