import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useSwitch } from '../../lib/brand.ts';
import { useUi } from '../../lib/ui-store.ts';
import { FreePlayButton } from './free-play-button.tsx';

// Social login brings its own sign-in flow and modal; its buttons load after the first paint.
const SocialLogin = lazy(async () => ({ default: (await import('./social-login.tsx')).SocialLogin }));

/** Register, free play and social login, each shown only when the brand's switch is on. */
export function VisitorActions({ register = true }: { register?: boolean }) {
  const { t } = useTranslation('auth');
  const directRegister = useSwitch('DIRECT_REGISTER');
  const freePlay = useSwitch('FREE_PLAY');
  const firebase = useSwitch('FIREBASE_LOGIN');
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  if (!(register && directRegister) && !freePlay && !firebase) return null;
  return (
    <div className="visitor-actions">
      {register && directRegister && (
        <button type="button" className="button register-button" onClick={() => openAuthModal('register')}>
          {t('register')}
        </button>
      )}
      {freePlay && <FreePlayButton />}
      {firebase && (
        <Suspense fallback={null}>
          <SocialLogin />
        </Suspense>
      )}
    </div>
  );
}
