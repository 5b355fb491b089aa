import { useTranslation } from '../../../i18n/react.tsx';
import { useMember } from '../../../lib/member.ts';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { ContractsCard } from './contracts-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SecurityList } from './security-list.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { VipCard } from './vip-card.tsx';
import './security.css';

/** "My account": the profile, the security settings (from the member info), the signed-in devices and contracts. */
export function SecurityCenter() {
  const { t } = useTranslation('memberCentre');
  const { data: member } = useMember();
  return (
    <PanelPage id="centre-page-securityCenter" title={t('page.securityCenter')} className="centre-page security-center">
      {member && (
        <div className="security-grid">
          <div className="security-side">
            <ProfileCard member={member} />
            <VipCard />
          </div>
          <SecurityList member={member} />
          <SessionsCard />
          <ContractsCard />
        </div>
      )}
    </PanelPage>
  );
}
