import { useTranslation } from 'react-i18next';
import { useMember } from '../../../lib/member.ts';
import { ProfileCard } from './profile-card.tsx';
import { SecurityList } from './security-list.tsx';
import './security.css';

/** "My account": the profile and the security settings, from the member info. */
export function SecurityCenter() {
  const { t } = useTranslation('memberCentre');
  const { data: member } = useMember();
  return (
    <section className="centre-page security-center" aria-labelledby="centre-page-securityCenter">
      <h3 id="centre-page-securityCenter" className="centre-page-title">
        {t('page.securityCenter')}
      </h3>
      {member && (
        <div className="security-grid">
          <ProfileCard member={member} />
          <SecurityList member={member} />
        </div>
      )}
    </section>
  );
}
