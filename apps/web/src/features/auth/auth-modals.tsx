import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { useLocation, useNavigate } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { AccountWarningDialog } from './account-warning-dialog.tsx';
import { useAuthFlow } from './auth-flow-store.ts';
import './auth.css';

// Every form loads on first use (its code and styles), keeping them out of the first screen.
const LoginModal = lazy(async () => ({ default: (await import('./login-modal.tsx')).LoginModal }));
const RegisterModal = lazy(async () => ({ default: (await import('./register/register-modal.tsx')).RegisterModal }));
const ForgotModal = lazy(async () => ({ default: (await import('./forgot/forgot-modal.tsx')).ForgotModal }));
const ChangePasswordModal = lazy(async () => ({
  default: (await import('./change-password-modal.tsx')).ChangePasswordModal,
}));
const AfterLoginModal = lazy(async () => ({ default: (await import('./after-login-modal.tsx')).AfterLoginModal }));
const DeviceCheckModal = lazy(async () => ({ default: (await import('./device-check-modal.tsx')).DeviceCheckModal }));

const REGISTER_PATHS = ['/register', '/register.html'];
const MODAL_PATHS = ['/login', ...REGISTER_PATHS];

/**
 * Every account modal, mounted once by the root layout. /login and /register
 * show the home page with their modal open; closing it leaves for /.
 */
export function AuthModals() {
  const modal = useUi((ui) => ui.authModal);
  const closeAuthModal = useUi((ui) => ui.closeAuthModal);
  const loggedIn = useAuth((auth) => auth.token !== null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onModalPath = MODAL_PATHS.includes(pathname);

  useEffect(() => {
    if (!onModalPath) return;
    if (loggedIn) {
      navigate('/', { replace: true });
      return;
    }
    const ui = useUi.getState();
    if (pathname === '/login') ui.openAuthModal('login');
    else {
      const referralCode = new URLSearchParams(search).get('referralCode') ?? undefined;
      if (referralCode) useAuthFlow.getState().set({ registerPrefill: { referralCode } });
      ui.openAuthModal('register');
    }
  }, [onModalPath, pathname, search, loggedIn, navigate]);

  const close = () => {
    if (modal === 'register') useAuthFlow.getState().set({ registerPrefill: {} });
    closeAuthModal();
    if (onModalPath) navigate('/');
  };

  // The modals' boundary mounts with the first one: a boundary new to the page shows its (empty)
  // fallback at once, so a modal opened during a navigation is not held back until the page loads.
  return (
    <>
      {modal !== null && (
        <Suspense fallback={null}>
          {modal === 'login' && <LoginModal open onClose={close} />}
          {modal === 'register' && <RegisterModal open onClose={close} />}
          {modal === 'forgot' && <ForgotModal open onClose={close} />}
          {modal === 'changePassword' && <ChangePasswordModal open onClose={close} />}
          {modal === 'afterLogin' && <AfterLoginModal open onClose={close} />}
          {modal === 'deviceCheck' && <DeviceCheckModal open onClose={close} />}
        </Suspense>
      )}
      <AccountWarningDialog />
    </>
  );
}
