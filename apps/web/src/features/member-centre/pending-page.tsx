import type { MemberCentrePage } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';

/** A page whose feature has not been built yet: its title and a plain statement, no made-up data. */
export function PendingPage({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation('memberCentre');
  return (
    <section className="centre-page" aria-labelledby={`centre-page-${page}`}>
      <h3 id={`centre-page-${page}`} className="centre-page-title">
        {t(`page.${page}`)}
      </h3>
      <p className="centre-pending">{t('pending')}</p>
    </section>
  );
}
