import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { checkLogin, useLoginCheck } from '../../../lib/login-check.ts';
import { GameNotice } from './game-stage.tsx';

/**
 * Playing needs a real member (site-shell §4 game start): a visitor is asked to
 * log in, a trial account is told it needs a real one; the button runs the
 * shared login check (login popup or warning). A member sees the children.
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const outcome = useAuth((state) => checkLogin(state));
  const check = useLoginCheck();
  if (outcome === 'allowed') return children;
  return (
    <GameNotice
      message={outcome === 'login' ? t('frame.loginNeeded') : t('frame.realAccountNeeded')}
      action={
        <button type="button" className="button" onClick={() => check()}>
          {outcome === 'login' ? t('frame.logIn') : t('frame.why')}
        </button>
      }
    />
  );
}
