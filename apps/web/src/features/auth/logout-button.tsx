import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSignOut } from '../../lib/auth.ts';
import { Dialog } from '../../ui/modal/dialog.tsx';

/** Logout asks first (title Prompt, "Are you sure you want to log out?", Cancel / Submit). */
export function LogoutButton() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="button button-ghost account-logout" onClick={() => setAsking(true)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="account-logout-text">{t('logout')}</span>
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        message={t('logoutConfirm')}
        busy={busy}
        onSubmit={async () => {
          setBusy(true);
          await signOut();
          setBusy(false);
          setAsking(false);
        }}
      />
    </>
  );
}
