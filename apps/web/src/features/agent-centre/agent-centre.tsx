import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { usePanelGuard } from '../../lib/use-panel-guard.ts';
import { CentrePanel } from '../../ui/panel/centre-panel.tsx';
import { canOpenAgentCentre } from './open-rule.ts';
import { useAgentMenu } from './use-agent-menu.ts';

// Loaded on first open: only agents ever need the centre's pages (and its charts).
const AgentBody = lazy(() => import('./agent-body.tsx').then((module) => ({ default: module.AgentBody })));

/**
 * The agent centre (endpoints §2), mounted once by the root layout and opened
 * through the UI store. It opens only for agents (types 1, 2, 41, 42) and shows
 * only once its menu has loaded (the contract flags pick the salary entries).
 */
export function AgentCentre() {
  const { t } = useTranslation('agentCentre');
  const panel = useUi((state) => state.agentPanel);
  const closeAgentPanel = useUi((state) => state.closeAgentPanel);
  const allowed = usePanelGuard(canOpenAgentCentre, panel.open, closeAgentPanel);
  const menu = useAgentMenu(panel.open && allowed);

  return (
    <CentrePanel
      open={panel.open && allowed && menu.ready}
      onClose={closeAgentPanel}
      title={t('title')}
      className="agent-centre"
    >
      <Suspense fallback={<div className="centre-loading" aria-busy="true" />}>
        <AgentBody entries={menu.entries} page={panel.page} />
      </Suspense>
    </CentrePanel>
  );
}
