import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { CentreLayout } from '../../ui/panel/centre-layout.tsx';
import { PanelMenu } from '../../ui/panel/panel-menu.tsx';
import type { AgentEntry } from './agent-menu.ts';
import { AGENT_PAGES } from './pages.tsx';
import './agent-centre.css';

interface AgentBodyProps {
  entries: readonly AgentEntry[];
  /** The page asked for; the first entry when none (or one not in this agent's menu). */
  page: string | null;
}

/** Menu on the left (a drawer on a phone), the chosen page on the right. */
export function AgentBody({ entries, page }: AgentBodyProps) {
  const { t } = useTranslation('agentCentre');
  const openAgentPanel = useUi((state) => state.openAgentPanel);
  const active = entries.find((entry) => entry.page === page) ?? entries[0];
  const Page = active && AGENT_PAGES[active.page];
  return (
    <CentreLayout
      className="agent-body"
      labels={{ menu: t('menu'), close: t('closeMenu') }}
      current={active && t(`entry.${active.key}`)}
      menu={(close) => (
        <PanelMenu
          label={t('menuLabel')}
          entries={entries}
          entryKey={(entry) => entry.page}
          active={active}
          onSelect={(entry) => {
            openAgentPanel(entry.page);
            close();
          }}
        >
          {(entry) => t(`entry.${entry.key}`)}
        </PanelMenu>
      )}
    >
      {active && Page && <Page key={active.page} />}
    </CentreLayout>
  );
}
