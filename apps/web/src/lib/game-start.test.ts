import type { LaunchValue } from '@arcadia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFunction } from '../i18n/translator.ts';
import { ApiError } from './api.ts';
import {
  type GameStartPlan,
  launchPath,
  lotteryPath,
  planGameStart,
  runGameStart,
  type StartableGame,
  VASSALAGE_KEY,
} from './game-start.ts';
import { useAccountWarning } from './login-check.ts';
import { useUi } from './ui-store.ts';

const member = { token: 't', isAgent: 0 };
const context = { session: member, language: 'EN', backUrl: '/rng' };

const slot: StartableGame = {
  gameType: 'RNG',
  isGame: 'GAME',
  vassalage: 'ARC',
  vendor: 'ARC',
  accountTypeName: 'ARC',
  gameCode: 'ARC_LUCKY7',
  defaultPlayType: null,
  name: 'Lucky 7',
};
const lotto = (patch: Partial<StartableGame>): StartableGame => ({
  gameType: 'LOTT',
  isGame: 'GAME',
  vassalage: 'ARCV',
  accountTypeName: 'LOTT',
  ...patch,
});

afterEach(() => {
  sessionStorage.clear();
  useUi.setState({ authModal: null, gameList: null, gameNotice: null });
  useAccountWarning.setState({ open: false });
});

describe('planGameStart', () => {
  it('checks the login first, for every kind of game', () => {
    const visitor = { ...context, session: { token: null, isAgent: null } };
    for (const game of [slot, lotto({}), { ...slot, isGame: 'VASSALAGE' }]) {
      expect(planGameStart(game, visitor)).toEqual({ kind: 'blocked', outcome: 'login' });
    }
    // A free-play account starts games: the server decides which (the house games, with play money).
    expect(planGameStart(slot, { ...context, session: { token: 't', isAgent: 4 } })).toMatchObject({ kind: 'launch' });
  });

  it('sends LOTT and ELOTT games of the lottery vendors to /lottery with only the present parameters', () => {
    expect(planGameStart(lotto({}), context)).toEqual({ kind: 'navigate', path: '/lottery?vendor=ARCV' });
    const game = lotto({ gameCode: 'VN_HN', defaultPlayType: 'LO2' });
    expect(planGameStart(game, context)).toEqual({
      kind: 'navigate',
      path: '/lottery?gameCode=VN_HN&vendor=ARCV&playType=LO2',
    });
    // By vendor code as well as by account type name.
    const elott = lotto({ gameType: 'ELOTT', vassalage: 'ELOTT', accountTypeName: 'X' });
    expect(planGameStart(elott, context)).toEqual({ kind: 'navigate', path: '/lottery?vendor=ELOTT' });
    const tcg = lotto({ vassalage: 'TCG', accountTypeName: 'TCG_LOTTO_VN' });
    expect(planGameStart(tcg, context)).toMatchObject({ kind: 'navigate', path: '/lottery?vendor=TCG' });
  });

  it('launches other lottery vendors through the third-party launch', () => {
    const other = lotto({ vassalage: 'GW', accountTypeName: 'GW_LOTTO', gameCode: 'GW_1' });
    expect(planGameStart(other, context)).toMatchObject({
      kind: 'launch',
      query: { vendor: 'GW', gameCode: 'GW_1', gameType: 'LOTT' },
    });
  });

  it('opens the popup game list for a VASSALAGE vendor', () => {
    const cards = { gameType: 'PVP', isGame: 'VASSALAGE', vassalage: 'ARCP', accountTypeName: 'ARCP', name: 'Cards' };
    expect(planGameStart(cards as StartableGame, context)).toEqual({
      kind: 'popup',
      vendor: 'ARCP',
      gameType: 'PVP',
      name: 'Cards',
    });
  });

  it('sends the FB sports vendor to /fbsports', () => {
    const fb = { gameType: 'SPORTS', isGame: 'GAME', vassalage: 'FB', accountTypeName: 'FB' } as const;
    expect(planGameStart(fb, context)).toEqual({ kind: 'navigate', path: '/fbsports' });
  });

  it('stores the vassalage of an RNG game before launching it', () => {
    expect(planGameStart(slot, context)).toEqual({
      kind: 'launch',
      storeVassalage: 'ARC',
      name: 'Lucky 7',
      back: '/rng',
      query: { vendor: 'ARC', gameCode: 'ARC_LUCKY7', gameType: 'RNG', language: 'EN', device: 'WEB', backUrl: '/rng' },
    });
  });

  it('opens the lobby on the vendor for a vendor card of a lobby category', () => {
    const card = { gameType: 'RNG', isGame: 'GAME', vassalage: 'PG', accountTypeName: 'PG' } as const;
    expect(planGameStart(card, context)).toEqual({
      kind: 'navigate',
      path: '/rng?type=vassalage&vassalage=PG',
      storeVassalage: 'PG',
    });
    expect(planGameStart({ ...card, gameType: 'LIVE', vassalage: 'EVO' }, context)).toEqual({
      kind: 'navigate',
      path: '/live?type=vassalage&vassalage=EVO',
    });
  });

  it('launches a vendor card of another category by its vendor', () => {
    const saba = { gameType: 'SPORTS', isGame: 'GAME', vassalage: 'SABA', accountTypeName: 'SABA' } as const;
    const plan = planGameStart(saba, context);
    expect(plan).toMatchObject({ kind: 'launch', query: { vendor: 'SABA', gameType: 'SPORTS' } });
    expect(plan.kind === 'launch' && 'gameCode' in plan.query).toBe(false);
  });
});

describe('paths', () => {
  it('builds /lottery without parameters when none is present', () => {
    expect(lotteryPath({ gameType: 'LOTT', isGame: 'GAME', vassalage: '', accountTypeName: 'LOTT' })).toBe('/lottery');
  });

  it('opens iframe games on /game and redirect games on /seamless, the address encoded', () => {
    expect(launchPath({ url: '/house/slot/?token=a&lang=EN', mode: 'iframe' })).toBe(
      '/game?url=%2Fhouse%2Fslot%2F%3Ftoken%3Da%26lang%3DEN',
    );
    expect(launchPath({ url: 'https://v.example/x', mode: 'redirect' })).toBe(
      '/seamless?url=https%3A%2F%2Fv.example%2Fx',
    );
  });

  it('names the game and the page to go back to', () => {
    const path = launchPath(
      { url: '/house/slot/?token=a', mode: 'iframe' },
      { name: 'Lucky 7', back: '/rng?page=hot' },
    );
    const query = new URLSearchParams(path.slice('/game?'.length));
    expect(path.startsWith('/game?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({ url: '/house/slot/?token=a', name: 'Lucky 7', back: '/rng?page=hot' });
  });
});

describe('runGameStart', () => {
  const t = ((key: string) => `t:${key}`) as unknown as TFunction;
  const deps = (launch: () => Promise<LaunchValue>) => ({ navigate: vi.fn(), launch: vi.fn(launch), t });

  it('opens the login popup or the real-account warning when blocked', async () => {
    const run = deps(async () => ({ url: '/x', mode: 'iframe' }));
    expect(await runGameStart({ kind: 'blocked', outcome: 'login' }, run)).toBe(false);
    expect(useUi.getState().authModal).toBe('login');
    expect(await runGameStart({ kind: 'blocked', outcome: 'real-account' }, run)).toBe(false);
    expect(useAccountWarning.getState().open).toBe(true);
    expect(run.launch).not.toHaveBeenCalled();
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('shows the real-account warning when the server refuses a free-play account the game', async () => {
    const refused = deps(async () => {
      throw new ApiError('in_need_true_account', 'Please register a real account to use this feature.', 403);
    });
    const plan: GameStartPlan = { kind: 'launch', query: { vendor: 'PG', gameCode: 'X' } };
    expect(await runGameStart(plan, refused)).toBe(false);
    expect(useAccountWarning.getState().open).toBe(true);
  });

  it('opens the popup list through the ui store', async () => {
    await runGameStart({ kind: 'popup', vendor: 'ARCP', gameType: 'PVP' }, deps(vi.fn()));
    expect(useUi.getState().gameList).toEqual({ vendor: 'ARCP', gameType: 'PVP' });
  });

  it('stores the vassalage, launches and goes to the game page', async () => {
    const run = deps(async () => ({ url: '/house/slot/?token=a', mode: 'iframe' }));
    const plan: GameStartPlan = {
      kind: 'launch',
      query: { vendor: 'ARC', gameCode: 'X' },
      storeVassalage: 'ARC',
      name: 'X',
      back: '/rng',
    };
    expect(await runGameStart(plan, run)).toBe(true);
    expect(sessionStorage.getItem(VASSALAGE_KEY)).toBe('ARC');
    expect(run.launch).toHaveBeenCalledWith({ vendor: 'ARC', gameCode: 'X' });
    expect(run.navigate).toHaveBeenCalledWith('/game?url=%2Fhouse%2Fslot%2F%3Ftoken%3Da&name=X&back=%2Frng');
  });

  it('shows the server message of a failed launch and stays', async () => {
    const run = deps(async () => {
      throw new ApiError('game-maintenance', 'This game is under maintenance.', 503);
    });
    expect(await runGameStart({ kind: 'launch', query: { vendor: 'PG', gameCode: 'PG_1' } }, run)).toBe(false);
    expect(useUi.getState().gameNotice).toBe('This game is under maintenance.');
    expect(run.navigate).not.toHaveBeenCalled();
  });

  it('falls back to the catalogue text when the failure has no message of its own', async () => {
    const run = deps(async () => {
      throw new ApiError('network-error', 'network-error', 0);
    });
    await runGameStart({ kind: 'launch', query: { vendor: 'PG' } }, run);
    expect(useUi.getState().gameNotice).toBe('t:messages:network-error');
  });
});
