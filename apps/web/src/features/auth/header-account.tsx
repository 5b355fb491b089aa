import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.ts';
import { useUi } from '../../lib/ui-store.ts';
import { AccountStrip } from './account-strip.tsx';
import { LoginForm } from './login-form.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { VisitorActions } from './visitor-actions.tsx';
import './header-account.css';

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
      <LoginForm variant="header" />
      <VisitorActions />
    </div>
  );
}
