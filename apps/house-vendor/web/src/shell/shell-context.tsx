import { houseBalance, houseSeedPair, type Language, type ValueOf } from '@arcadia/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { OriginalCode } from '../../../games/originals/game.ts';
import { type Api, ApiError } from '../lib/api.ts';
import { type Translate, translatorFor } from '../lib/i18n/index.ts';
import { money } from '../lib/money.ts';
import type { PageSession } from '../lib/session.ts';
import { tellSite } from '../lib/site.ts';

export type SeedPair = ValueOf<typeof houseSeedPair>;

/** What every game page shares, from the shell: its session, texts, API, balance, seeds and history. */
export interface Shell {
  family: OriginalCode;
  session: PageSession;
  lang: Language;
  t: Translate;
  api: Api;
  /** The wallet as the page shows it (minor units). */
  balance: number;
  formatMoney: (minor: number) => string;
  /** The wallet after a money call: shown, and told to the framing site. Null: ask the wallet. */
  showBalance: (after: number | null) => void;
  /** The active seed pair (its hash shown before play), and the client seed a round expects. */
  fair: SeedPair | null;
  refreshFair: () => void;
  /** A round is open (mines, crash): the seeds cannot change until it ends. */
  roundOpen: boolean;
  setRoundOpen: (open: boolean) => void;
  /** The round history changed (a round settled). */
  roundsVersion: number;
  roundSettled: () => void;
  /** Shows a refusal or failure in the player's language. */
  notice: string | null;
  showError: (error: unknown) => void;
  showNotice: (text: string | null) => void;
}

const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the shell');
  return shell;
}

export function ShellProvider(props: {
  family: OriginalCode;
  session: PageSession;
  api: Api;
  children: ReactNode;
  onSessionLost?: () => void;
}) {
  const { family, session, api, onSessionLost } = props;
  const lang = session.language;
  const t = useMemo(() => translatorFor(lang), [lang]);
  const [balance, setBalance] = useState(session.balance);
  const shown = useRef(session.balance);
  const [fair, setFair] = useState<SeedPair | null>(null);
  const [roundOpen, setRoundOpen] = useState(false);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

  const showError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'not-logged-in') onSessionLost?.();
      setNotice(error instanceof Error ? error.message : String(error));
    },
    [onSessionLost],
  );

  const move = useCallback(
    (after: number) => {
      const before = shown.current;
      shown.current = after;
      setBalance(after);
      tellSite(session.siteOrigin, before, after);
    },
    [session.siteOrigin],
  );

  const showBalance = useCallback(
    (after: number | null) => {
      if (after !== null) return move(after);
      api
        .call(houseBalance)
        .then((wallet) => move(wallet.balance))
        .catch(showError);
    },
    [api, move, showError],
  );

  const roundSettled = useCallback(() => {
    setRoundsVersion((v) => v + 1);
    refreshFairRef.current();
  }, []);
  const refreshFairRef = useRef(() => {});

  const refreshFair = useCallback(() => {
    api.call(houseSeedPair, { params: { family } }).then(setFair).catch(showError);
  }, [api, family, showError]);
  refreshFairRef.current = refreshFair;

  // The stored session's balance may be old (a reload): the wallet's is the truth.
  useEffect(() => {
    api
      .call(houseBalance)
      .then((wallet) => {
        shown.current = wallet.balance;
        setBalance(wallet.balance);
      })
      .catch(showError);
    refreshFair();
  }, [api, refreshFair, showError]);

  const value = useMemo<Shell>(
    () => ({
      family,
      session,
      lang,
      t,
      api,
      balance,
      formatMoney: (minor) => money(minor, session.currency),
      showBalance,
      fair,
      refreshFair,
      roundOpen,
      setRoundOpen,
      roundsVersion,
      roundSettled,
      notice,
      showError,
      showNotice: setNotice,
    }),
    [
      family,
      session,
      lang,
      t,
      api,
      balance,
      showBalance,
      fair,
      refreshFair,
      roundOpen,
      roundsVersion,
      roundSettled,
      notice,
      showError,
    ],
  );
  return <ShellContext.Provider value={value}>{props.children}</ShellContext.Provider>;
}
