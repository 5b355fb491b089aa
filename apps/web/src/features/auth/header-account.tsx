import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import { AccountStrip } from './account-strip.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { VisitorActions } from './visitor-actions.tsx';
import './header-account.css';

// The inline form shows only on a wide screen; it loads after the first paint, never before it.
const LoginForm = lazy(async () => ({ default: (await import('./login-form.tsx')).LoginForm }));

/** The header's account area: the login form for visitors, the account strip once logged in. */
export function HeaderAccount() {
  const { t } = useTranslation('auth');
  const loggedIn = useAuth((auth) => auth.token !== null);
  const authModal = useUi((ui) => ui.authModal);
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const narrow = useNarrowScreen();
  if (loggedIn) return <AccountStrip />;
  // While an account modal is open its form is the one to fill, and a narrow screen has no room
  // for the inline form: either way the header keeps only its buttons.
  if (authModal !== null || narrow) {
    return (
      <div className="header-visitor header-visitor-folded">
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {t('login')}
        </button>
        <VisitorActions />
      </div>
    );
  }
  return (
    <div className="header-visitor">
      <Suspense fallback={<div className="header-login-loading" aria-busy="true" />}>
        <LoginForm variant="header" />
      </Suspense>
      <VisitorActions />
    </div>
  );
}
