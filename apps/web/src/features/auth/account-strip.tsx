import { AGENT_TYPES } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useCentreCheck } from '../../lib/login-check.ts';
import { useMember } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { BalanceView } from './balance-view.tsx';
import { LogoutButton } from './logout-button.tsx';

const isAgentType = (type: number | null): boolean => (AGENT_TYPES as readonly number[]).includes(type ?? -1);

/**
 * The logged-in strip (site-shell §2): balance, avatar and nickname (to the
 * member centre), deposit, withdraw, the agent centre for agents, logout.
 * The centres open through the login check.
 */
export function AccountStrip() {
  const { t } = useTranslation('auth');
  const { data: member } = useMember();
  const isAgent = useAuth((auth) => auth.isAgent);
  const account = useAuth((auth) => auth.account);
  const mustChangePassword = useAuth((auth) => auth.mustChangePassword);
  const centreCheck = useCentreCheck();
  const openMemberPanel = useUi((ui) => ui.openMemberPanel);
  const openAgentPanel = useUi((ui) => ui.openAgentPanel);
  const name = member?.nickname || member?.account || account || '';

  if (mustChangePassword) {
    return (
      <div className="account-strip">
        <span className="account-name">{name}</span>
        <LogoutButton />
      </div>
    );
  }

  return (
    <div className="account-strip">
      <BalanceView />
      <button
        type="button"
        className="account-profile"
        onClick={() => centreCheck('PERSONAL_CENTER', () => openMemberPanel('securityCenter'))}
      >
        <AccountAvatar url={member?.avatarUrl} />
        <span className="account-name">{name}</span>
        {member && (
          <span className="account-vip">
            <span aria-hidden="true">{member.clubLabel.labelName}</span>
            <span className="visually-hidden">{t('vip:badge', { name: member.clubLabel.labelName })}</span>
          </span>
        )}
        <span className="visually-hidden">{t('memberCentre')}</span>
      </button>
      <div className="account-actions">
        <button
          type="button"
          className="button account-deposit"
          onClick={() => centreCheck('PERSONAL_CENTER', () => openMemberPanel('depositv2'))}
        >
          {t('deposit')}
        </button>
        <button
          type="button"
          className="button button-ghost account-withdraw"
          onClick={() => centreCheck('PERSONAL_CENTER', () => openMemberPanel('withdraw'))}
        >
          {t('withdraw')}
        </button>
        {isAgentType(isAgent) && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => centreCheck('AGENT_CENTER', () => openAgentPanel())}
          >
            {t('agent')}
          </button>
        )}
        <LogoutButton />
      </div>
    </div>
  );
}
