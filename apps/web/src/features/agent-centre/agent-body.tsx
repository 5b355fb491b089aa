import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui-store.ts';
import { PanelMenu } from '../../ui/panel/panel-menu.tsx';
import type { AgentEntry } from './agent-menu.ts';
import { AGENT_PAGES } from './pages.tsx';
import { PendingPage } from './pending-page.tsx';
import './agent-centre.css';

interface AgentBodyProps {
  entries: readonly AgentEntry[];
  /** The page asked for; the first entry when none (or one not in this agent's menu). */
  page: string | null;
}

/**
 * Menu on the left, the chosen page on the right. On a phone the centre fills the
 * screen and the menu waits in a drawer behind a button naming the page shown.
 */
export function AgentBody({ entries, page }: AgentBodyProps) {
  const { t } = useTranslation('agentCentre');
  const openAgentPanel = useUi((state) => state.openAgentPanel);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const active = entries.find((entry) => entry.page === page) ?? entries[0];
  const Page = active ? AGENT_PAGES[active.page] : undefined;
  return (
    <div className="centre-panel-body agent-body" data-drawer={drawerOpen ? 'open' : 'closed'}>
      <button
        type="button"
        className="agent-drawer-toggle"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={() => setDrawerOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('menu')}</span>
        {active && <span className="agent-drawer-current">{t(`entry.${active.key}`)}</span>}
      </button>
      {drawerOpen && (
        <button
          type="button"
          className="agent-drawer-scrim"
          aria-label={t('closeMenu')}
          tabIndex={-1}
          onClick={() => setDrawerOpen(false)}
        />
      )}
      <div id={drawerId} className="agent-drawer">
        <PanelMenu
          label={t('menuLabel')}
          entries={entries}
          entryKey={(entry) => entry.page}
          active={active}
          onSelect={(entry) => {
            openAgentPanel(entry.page);
            setDrawerOpen(false);
          }}
        >
          {(entry) => t(`entry.${entry.key}`)}
        </PanelMenu>
      </div>
      <div className="centre-panel-content agent-content">
        {active && (Page ? <Page key={active.page} /> : <PendingPage key={active.page} entry={active} />)}
      </div>
    </div>
  );
}
