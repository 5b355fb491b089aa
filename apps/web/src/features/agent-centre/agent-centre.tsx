import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.ts';
import { useMember } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { canOpenAgentCentre } from './open-rule.ts';
import { useAgentMenu } from './use-agent-menu.ts';
import './agent-centre.css';

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
  const { data: member } = useMember();
  const entries = useAgentMenu();
  const token = useAuth((state) => state.token !== null);
  const allowed = canOpenAgentCentre(token, member?.type);
  // A refused request must not linger and spring the centre open after a later login.
  const blocked = !token || (member !== undefined && !allowed);

  useEffect(() => {
    if (panel.open && blocked) closeAgentPanel();
  }, [panel.open, blocked, closeAgentPanel]);

  const active = entries.find((entry) => entry.page === panel.page) ?? entries[0];
  return (
    <Modal
      open={panel.open && allowed}
      onClose={closeAgentPanel}
      title={t('title')}
      width={1100}
      height={680}
      className="agent-centre"
    >
      <div className="agent-body">
        <nav className="agent-menu" aria-label={t('menuLabel')}>
          <ul>
            {entries.map((entry) => (
              <li key={entry.page}>
                <button
                  type="button"
                  className="agent-menu-item"
                  aria-current={entry === active ? 'page' : undefined}
                  onClick={() => openAgentPanel(entry.page)}
                >
                  {t(`entry.${entry.key}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {active && (
          <section key={active.page} className="agent-content" aria-labelledby="agent-page-title">
            <h3 id="agent-page-title" className="agent-page-title">
              {t(`entry.${active.key}`)}
            </h3>
            <p className="agent-pending">{t('pending')}</p>
          </section>
        )}
      </div>
    </Modal>
  );
}
