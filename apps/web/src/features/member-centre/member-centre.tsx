import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { usePanelGuard } from '../../lib/use-panel-guard.ts';
import { CentrePanel } from '../../ui/panel/centre-panel.tsx';
import { useDepositReturn } from './deposit/use-deposit-return.ts';
import { canOpenMemberCentre } from './open-rule.ts';
import './member-centre.css';

// Loaded on first open: visitors never need the centre's pages.
const CentreBody = lazy(() => import('./centre-body.tsx').then((module) => ({ default: module.CentreBody })));

/**
 * The personal centre (endpoints §2), mounted once by the root layout and
 * opened through the UI store at a page. It shows only for a logged-in real
 * account; the login check elsewhere tells visitors and trial accounts why.
 */
export function MemberCentre() {
  const { t } = useTranslation('memberCentre');
  const panel = useUi((state) => state.memberPanel);
  const closeMemberPanel = useUi((state) => state.closeMemberPanel);
  const allowed = usePanelGuard(canOpenMemberCentre, panel.open, closeMemberPanel);
  // Back from a payment gateway (/?deposit=<reference>): opens at Deposit with that order.
  useDepositReturn();

  return (
    <CentrePanel open={panel.open && allowed} onClose={closeMemberPanel} title={t('title')} className="member-centre">
      <Suspense fallback={<div className="centre-loading" aria-busy="true" />}>
        <CentreBody page={panel.page ?? 'securityCenter'} />
      </Suspense>
    </CentrePanel>
  );
}
