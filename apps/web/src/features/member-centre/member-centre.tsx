import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.ts';
import { useMember } from '../../lib/member.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
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
  const { data: member } = useMember();
  const token = useAuth((state) => state.token !== null);
  const allowed = canOpenMemberCentre(token, member?.type);
  // A blocked request must not linger and spring the centre open after a later login.
  const blocked = !token || (member !== undefined && !allowed);

  useEffect(() => {
    if (panel.open && blocked) closeMemberPanel();
  }, [panel.open, blocked, closeMemberPanel]);

  return (
    <Modal
      open={panel.open && allowed}
      onClose={closeMemberPanel}
      title={t('title')}
      width={1100}
      height={680}
      className="member-centre"
    >
      <Suspense fallback={<div className="centre-loading" aria-busy="true" />}>
        <CentreBody page={panel.page ?? 'securityCenter'} />
      </Suspense>
    </Modal>
  );
}
