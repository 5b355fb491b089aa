import {
  DEFAULT_LANGUAGE,
  DEVICE,
  FB_SPORTS_VENDOR,
  type GameCategory,
  type LaunchValue,
  LOTTERY_ROUTE_VENDORS,
  launchGame,
  type QueryInputOf,
} from '@arcadia/contracts';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { TFunction } from '../i18n/translator.ts';
import { ApiError, call } from './api.ts';
import { useAuth } from './auth.ts';
import { type AccessOutcome, checkLogin, useAccountWarning } from './login-check.ts';
import { useNavigate } from './router/router.tsx';
import { KEYS, prefs, session } from './storage.ts';
import { useUi } from './ui-store.ts';

/**
 * The game-start rules (site-shell §4 "Game start"), one place for every
 * entry point: lobby cards, the header's vendor drop-downs, the popup game
 * list, hot lists. A game item (contracts GameItem) and a vendor card
 * (contracts VendorCard, no gameCode) both fit.
 */
export interface StartableGame {
  gameType: GameCategory;
  isGame: string;
  vassalage: string;
  /** A game item's vendor; a vendor card has only vassalage (the same code). */
  vendor?: string;
  accountTypeName: string;
  /** Absent for a vendor card: the vendor itself is started. */
  gameCode?: string;
  defaultPlayType?: string | null;
  name?: string;
}

/** Session storage: the RNG vendor last started; the RNG lobby opens on it (site-shell §4). */
export const VASSALAGE_KEY = 'vassalage';

/** The lobbies that list a vendor's games; a vendor card of one of them opens the lobby on that vendor. */
const LOBBY_TYPES: readonly GameCategory[] = ['RNG', 'LIVE', 'PVP', 'FISH'];

export type LaunchQuery = QueryInputOf<typeof launchGame>;

export type GameStartPlan =
  | { kind: 'blocked'; outcome: Exclude<AccessOutcome, 'allowed'> }
  | { kind: 'navigate'; path: string; storeVassalage?: string }
  | { kind: 'popup'; vendor: string; gameType: GameCategory; name?: string }
  | { kind: 'launch'; query: LaunchQuery; storeVassalage?: string; name?: string; back?: string };

const vendorOf = (game: StartableGame) => game.vendor ?? game.vassalage;

const isLotteryRouteVendor = (game: StartableGame) =>
  (LOTTERY_ROUTE_VENDORS as readonly string[]).some((code) => code === vendorOf(game) || code === game.accountTypeName);

/** /lottery with gameCode, vendor and playType, each only when present. */
export function lotteryPath(game: StartableGame): string {
  const query = new URLSearchParams();
  if (game.gameCode) query.set('gameCode', game.gameCode);
  if (vendorOf(game)) query.set('vendor', vendorOf(game));
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  const text = query.toString();
  return text ? `/lottery?${text}` : '/lottery';
}

/**
 * Where a launched game opens: the iframe page, or the seamless page for
 * vendors that take the whole window; `name` titles the page's bar and `back`
 * is where its back button leads (the page the game was started from).
 */
export function launchPath({ url, mode }: LaunchValue, extra: { name?: string; back?: string } = {}): string {
  const query = new URLSearchParams({ url });
  if (extra.name) query.set('name', extra.name);
  if (extra.back) query.set('back', extra.back);
  return `${mode === 'redirect' ? '/seamless' : '/game'}?${query.toString()}`;
}

interface PlanContext {
  session: { token: string | null; isAgent: number | null };
  language: string;
  /** Where the game's back button leads (the page the game was started from). */
  backUrl: string;
}

/** Decides what starting a game does, without doing it (pure; the rules' tests live on this). */
export function planGameStart(game: StartableGame, context: PlanContext): GameStartPlan {
  // A free-play (trial) account starts games too: the server opens the house games to it with play
  // money and answers in_need_true_account for the rest (issue 36).
  if (checkLogin(context.session) === 'login') return { kind: 'blocked', outcome: 'login' };
  const vendor = vendorOf(game);
  if ((game.gameType === 'LOTT' || game.gameType === 'ELOTT') && isLotteryRouteVendor(game)) {
    return { kind: 'navigate', path: lotteryPath(game) };
  }
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'popup', vendor, gameType: game.gameType, ...(game.name ? { name: game.name } : {}) };
  }
  if (game.gameType === 'SPORTS' && vendor === FB_SPORTS_VENDOR) return { kind: 'navigate', path: '/fbsports' };
  const storeVassalage = game.gameType === 'RNG' ? { storeVassalage: vendor } : {};
  // A vendor card of a lobby category: the lobby opens on that vendor (the "RNG launch" for every lobby).
  if (!game.gameCode && LOBBY_TYPES.includes(game.gameType)) {
    const path = `/${game.gameType.toLowerCase()}?type=vassalage&vassalage=${encodeURIComponent(vendor)}`;
    return { kind: 'navigate', path, ...storeVassalage };
  }
  const query: LaunchQuery = {
    vendor,
    gameType: game.gameType,
    language: context.language,
    device: DEVICE,
    backUrl: context.backUrl,
    ...(game.gameCode ? { gameCode: game.gameCode } : {}),
  };
  return { kind: 'launch', query, back: context.backUrl, ...(game.name ? { name: game.name } : {}), ...storeVassalage };
}

/** The translated text of a failed launch: the server's message (already in the site language), else ours. */
export function launchErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return error.message && error.message !== error.code ? error.message : t(`messages:${error.code}`);
  }
  return t('messages:unknown-error');
}

export interface GameStartDeps {
  navigate: (path: string) => void;
  launch: (query: LaunchQuery) => Promise<LaunchValue>;
  t: TFunction;
}

/** Carries a plan out. Resolves to whether the game (or its list, page or lobby) opened. */
export async function runGameStart(plan: GameStartPlan, deps: GameStartDeps): Promise<boolean> {
  if (plan.kind === 'blocked') {
    if (plan.outcome === 'login') useUi.getState().openAuthModal('login');
    else useAccountWarning.getState().show();
    return false;
  }
  if (plan.kind === 'popup') {
    const { vendor, gameType, name } = plan;
    useUi.getState().openGameList({ vendor, gameType, ...(name ? { name } : {}) });
    return true;
  }
  if (plan.storeVassalage) session.set(VASSALAGE_KEY, plan.storeVassalage);
  if (plan.kind === 'navigate') {
    deps.navigate(plan.path);
    return true;
  }
  try {
    const value = await deps.launch(plan.query);
    deps.navigate(
      launchPath(value, { ...(plan.name ? { name: plan.name } : {}), ...(plan.back ? { back: plan.back } : {}) }),
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'in_need_true_account') useAccountWarning.getState().show();
    else useUi.getState().showGameNotice(launchErrorMessage(error, deps.t));
    return false;
  }
}

/**
 * `start(game)`: the game-start rules for components. A second start while a
 * launch request is out is ignored (double clicks launch once).
 */
export function useGameStart(): (game: StartableGame) => Promise<boolean> {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const busy = useRef(false);
  return useCallback(
    async (game) => {
      if (busy.current) return false;
      const plan = planGameStart(game, {
        session: useAuth.getState(),
        language: prefs.get(KEYS.lang) ?? DEFAULT_LANGUAGE,
        backUrl: window.location.pathname + window.location.search,
      });
      busy.current = true;
      try {
        return await runGameStart(plan, { navigate, t, launch: (query) => call(launchGame, { query }) });
      } finally {
        busy.current = false;
      }
    },
    [navigate, t],
  );
}
