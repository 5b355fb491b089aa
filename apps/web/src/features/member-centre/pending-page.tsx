import type { MemberCentrePage } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { PanelPage } from '../../ui/panel/panel-page.tsx';

/** A page whose feature has not been built yet: its title and a plain statement, no made-up data. */
export function PendingPage({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation('memberCentre');
  return (
    <PanelPage id={`centre-page-${page}`} title={t(`page.${page}`)} className="centre-page">
      <p className="centre-panel-pending">{t('pending')}</p>
    </PanelPage>
  );
}
