import { useTranslation } from 'react-i18next';
import { PanelPage } from '../../ui/panel/panel-page.tsx';
import type { AgentEntry } from './agent-menu.ts';

/** An entry whose page is not in this build: its title and a word saying so. */
export function PendingPage({ entry }: { entry: AgentEntry }) {
  const { t } = useTranslation('agentCentre');
  return (
    <PanelPage id="agent-page-title" title={t(`entry.${entry.key}`)}>
      <p className="centre-panel-pending">{t('pending')}</p>
    </PanelPage>
  );
}
