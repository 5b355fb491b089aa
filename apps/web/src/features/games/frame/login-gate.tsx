import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { checkLogin, useLoginCheck } from '../../../lib/login-check.ts';
import { GameNotice } from './game-stage.tsx';

/**
 * Playing needs a login (site-shell §4 game start): a visitor is asked to log in; the button opens
 * the login popup. A member sees the children, and so does a free-play (trial) account: the server
 * opens the house games to it with play money and refuses the others (issue 36).
 */
export function LoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const outcome = useAuth((state) => checkLogin(state));
  const check = useLoginCheck();
  if (outcome !== 'login') return children;
  return (
    <GameNotice
      message={t('frame.loginNeeded')}
      action={
        <button type="button" className="button" onClick={() => check()}>
          {t('frame.logIn')}
        </button>
      }
    />
  );
}
