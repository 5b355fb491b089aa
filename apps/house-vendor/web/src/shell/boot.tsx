import type { Language } from '@arcadia/contracts';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { OriginalCode } from '../../../games/originals/game.ts';
import { type Api, apiClient } from '../lib/api.ts';
import { pageLanguage, translatorFor } from '../lib/i18n/index.ts';
import { applyLook } from '../lib/look.ts';
import { forgetSession, openPageSession, type PageSession } from '../lib/session.ts';
import { ShellProvider } from './shell-context.tsx';
import './shell.css';

type Gate = { kind: 'opening' } | { kind: 'missing'; message?: string } | { kind: 'open'; session: PageSession };

/** Opens the page's session (the launch token, or the one this tab kept), then shows the game. */
export function SessionGate(props: {
  family: OriginalCode;
  Game: ComponentType;
  api?: Api;
  initialLanguage?: Language;
}) {
  const { family, Game } = props;
  const [gate, setGate] = useState<Gate>({ kind: 'opening' });
  const session = useRef<PageSession | null>(null);
  const fallbackLang = props.initialLanguage ?? pageLanguage();
  const api = useMemo(
    () =>
      props.api ??
      apiClient({
        session: () => session.current?.sessionToken ?? null,
        lang: () => session.current?.language ?? fallbackLang,
      }),
    [props.api, fallbackLang],
  );
  const lost = useCallback(() => {
    forgetSession(family);
    session.current = null;
    setGate({ kind: 'missing' });
  }, [family]);

  useEffect(() => {
    let live = true;
    openPageSession(api, family)
      .then((opened) => {
        if (!live) return;
        session.current = opened;
        if (opened) document.documentElement.lang = opened.language.toLowerCase();
        setGate(opened ? { kind: 'open', session: opened } : { kind: 'missing' });
      })
      .catch(
        (error: unknown) => live && setGate({ kind: 'missing', message: error instanceof Error ? error.message : '' }),
      );
    return () => {
      live = false;
    };
  }, [api, family]);

  const t = translatorFor(gate.kind === 'open' ? gate.session.language : fallbackLang);
  if (gate.kind === 'opening') {
    return (
      <div className="gate" aria-busy="true">
        <div className="gate-spinner" />
        <p>{t('shell.loading')}</p>
      </div>
    );
  }
  if (gate.kind === 'missing') {
    return (
      <div className="gate" role="alert">
        <p className="gate-title">{t(`game.${family}`)}</p>
        {gate.message ? <p>{gate.message}</p> : null}
        <p>{t('shell.sessionMissing')}</p>
      </div>
    );
  }
  return (
    <ShellProvider family={family} session={gate.session} api={api} onSessionLost={lost}>
      <Game />
    </ShellProvider>
  );
}

/** A game page's start: its look from the address, then the gate and the game. */
export function bootGame(family: OriginalCode, Game: ComponentType) {
  applyLook();
  const host = document.getElementById('root');
  if (!host) throw new Error('no #root');
  createRoot(host).render(<SessionGate family={family} Game={Game} />);
}
