import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui-store.ts';
import { usePanelGuard } from '../../lib/use-panel-guard.ts';
import { CentrePanel } from '../../ui/panel/centre-panel.tsx';
import { PanelMenu } from '../../ui/panel/panel-menu.tsx';
import { PanelPage } from '../../ui/panel/panel-page.tsx';
import { CONTRACT_PAGES } from './contract-pages.tsx';
import { canOpenAgentCentre } from './open-rule.ts';
import { useAgentMenu } from './use-agent-menu.ts';

/**
 * The agent centre (endpoints §2), mounted once by the root layout and opened
 * through the UI store. Its pages arrive with the agent issue; until then each
 * shows its title and says so.
 */
export function AgentCentre() {
  const { t } = useTranslation('agentCentre');
  const panel = useUi((state) => state.agentPanel);
  const openAgentPanel = useUi((state) => state.openAgentPanel);
  const closeAgentPanel = useUi((state) => state.closeAgentPanel);
  const entries = useAgentMenu();
  const allowed = usePanelGuard(canOpenAgentCentre, panel.open, closeAgentPanel);

  const active = entries.find((entry) => entry.page === panel.page) ?? entries[0];
  const Page = active ? CONTRACT_PAGES[active.page] : undefined;
  return (
    <CentrePanel open={panel.open && allowed} onClose={closeAgentPanel} title={t('title')} className="agent-centre">
      <div className="centre-panel-body">
        <PanelMenu
          label={t('menuLabel')}
          entries={entries}
          entryKey={(entry) => entry.page}
          active={active}
          onSelect={(entry) => openAgentPanel(entry.page)}
        >
          {(entry) => t(`entry.${entry.key}`)}
        </PanelMenu>
        {active && (
          <PanelPage
            key={active.page}
            id="agent-page-title"
            title={t(`entry.${active.key}`)}
            className="centre-panel-content"
          >
            {Page ? <Page /> : <p className="centre-panel-pending">{t('pending')}</p>}
          </PanelPage>
        )}
      </div>
    </CentrePanel>
  );
}
