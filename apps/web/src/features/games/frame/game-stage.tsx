import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate, useSearchParams } from '../../../lib/router/router.tsx';
import { safeBackPath } from './back-target.ts';
import './game-frame.css';

/** React Router keeps the history index in the state; above 0 there is a page of ours to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** A game page's frame: a slim bar with the back button and the game's name above the game itself. */
export function GameStage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const back = safeBackPath(useSearchParams()[0].get('back'));
  const goBack = () => {
    if (back) navigate(back);
    else if (canGoBack()) navigate(-1);
    else navigate('/');
  };
  return (
    <section className="game-stage" aria-label={title}>
      <div className="game-stage-bar">
        <button type="button" className="button button-ghost game-back" onClick={goBack}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {t('frame.back')}
        </button>
        <h1 className="game-stage-title">{title}</h1>
      </div>
      <div className="game-stage-body">{children}</div>
    </section>
  );
}

/** Why no game shows (refused address, maintenance, login needed), with an optional action. */
export function GameNotice({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="game-notice" role="alert">
      <p>{message}</p>
      {action}
    </div>
  );
}
