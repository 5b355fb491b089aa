import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';

// Loaded on first open: it brings the HTML sanitiser, which no page needs before then.
const NoticeBrowser = lazy(() => import('./notice-browser.tsx').then((module) => ({ default: module.NoticeBrowser })));

/** The announcement popup, opened from anywhere through the UI store (at a notice, or the first). */
export function AnnouncementModal() {
  const { t } = useTranslation('notice');
  const notice = useUi((state) => state.notice);
  const closeNotice = useUi((state) => state.closeNotice);
  return (
    <Modal
      open={notice.open}
      onClose={closeNotice}
      title={t('title')}
      width={900}
      height={560}
      className="announcement-modal"
    >
      {/* Keyed by the id so opening at another notice starts afresh. */}
      <Suspense fallback={<div className="notice-browser-state" aria-busy="true" />}>
        <NoticeBrowser key={notice.id ?? 'first'} initialId={notice.id} />
      </Suspense>
    </Modal>
  );
}
