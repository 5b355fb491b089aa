// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OriginalCode } from '../../../../games/originals/game.ts';
import { PAYLINES } from '../../../../games/slots/paylines.ts';
import { TITLES } from '../../../../games/slots/titles.ts';
import { type Api, ApiError } from '../../lib/api.ts';
import { SessionGate } from '../../shell/boot.tsx';
import { SlotGame } from './slot-game.tsx';

// No WebGL in jsdom: the page draws the reels as still images (still-scene.ts), and plays at once.
vi.mock('./slot-scene.ts', () => ({
  SlotScene: class {
    constructor() {
      throw new Error('no WebGL here');
    }
  },
}));
vi.mock('./pace.ts', () => ({
  pace: () => ({
    minSpin: 0,
    stagger: 0,
    anticipation: 0,
    speed: 1,
    allWins: 0,
    eachWin: 0,
    banner: 0,
    gap: 0,
    celebrate: 0,
  }),
}));

// The page loads Pixi (here: fails to) and the state before it plays: room for a loaded machine.
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/play/slot/?token=the-launch-token-1234&lang=EN&game=ARC-golden-dragon');
});

const PAIR = { seedHash: 'a'.repeat(64), clientSeed: 'lucky', nonce: 7 };
const title = TITLES['golden-dragon'];
const STATE = {
  title: 'golden-dragon',
  gameCode: 'ARC-golden-dragon',
  name: 'Golden Dragon',
  volatility: 'high',
  rtp: title.rtp,
  stakes: [...title.stakes],
  coins: title.math.coins,
  evaluation: 'lines',
  paylines: PAYLINES.slice(0, 25).map((line) => [...line]),
  symbols: title.math.symbols.map((s) => ({ id: s.id, role: s.role, name: s.names.EN })),
  paytable: Object.entries(title.math.pays).map(([symbol, pays]) => ({ symbol, pays: [...pays] })),
  scatterPays: [...title.math.scatterPays],
  trigger: 3,
  feature: { kind: 'free-spins', awarded: [0, 0, 0, 8, 12, 20], multiplier: 3, text: 'Free spins.' },
  fair: PAIR,
  unfinished: null,
};
const GRID = [
  ['koi', 'pearl', 'lantern'],
  ['koi', 'jade-fan', 'pearl'],
  ['koi', 'lantern', 'jade-vase'],
  ['pearl', 'jade-coin', 'lantern'],
  ['lantern', 'pearl', 'jade-lotus'],
];

/** A paid round at the page's opening stake (₱0.50): a win of `win` minor units on line 2, or a loss. */
function round(win: number) {
  const wins =
    win > 0 ? [{ kind: 'line', symbol: 'koi', count: 3, line: 2, amount: win, text: '3 × Koi on line 2: ₱1.50' }] : [];
  const spin = { free: false, stops: [4, 9, 1, 0, 12], grid: GRID, wins, scatters: 0, multiplier: 1, win };
  return {
    roundId: 'R1',
    title: 'golden-dragon',
    stake: 50,
    coin: 2,
    spins: [spin],
    freeSpins: 0,
    pick: null,
    win,
    fair: PAIR,
  };
}

/** The vendor as the page's API client sees it: answers by path, the spins recorded. */
function fakeApi(opening: number, spin: (made: number) => { balance: number } & Record<string, unknown>) {
  const spins: unknown[] = [];
  let balance = opening;
  /** The wallet moved elsewhere (another tab, the site). */
  const spend = (amount: number) => {
    balance -= amount;
  };
  const call = vi.fn(async (def: { path: string }, input?: { body?: unknown }) => {
    switch (def.path) {
      case '/api/session':
        return {
          sessionToken: 's',
          nickname: 'Ana',
          balance,
          currency: 'PHP',
          playMoney: false,
          gameCode: 'ARC-golden-dragon',
          family: 'slot',
          language: 'EN',
          siteOrigin: null,
          backUrl: null,
          view: null,
        };
      case '/api/balance':
        return { balance, currency: 'PHP' };
      case '/api/fair/:family':
        return PAIR;
      case '/api/rounds':
        return { list: [] };
      case '/api/slots/:title':
        return STATE;
      case '/api/slots/:title/spin': {
        spins.push(input?.body);
        const answer = spin(spins.length);
        balance = answer.balance;
        return answer;
      }
      default:
        throw new Error(`unexpected ${def.path}`);
    }
  });
  return { api: { call } as unknown as Api, spins, spend, balance: () => balance };
}

const mount = (api: Api) =>
  render(<SessionGate family={'slot' as OriginalCode} Game={SlotGame} api={api} initialLanguage="EN" />);

describe('the slot page', () => {
  it("plays the server's round: the win in its words, then the balance with the win", async () => {
    const vendor = fakeApi(10_000, () => ({ round: round(150), balance: 10_100, held: false }));
    mount(vendor.api);
    expect(await screen.findByRole('heading', { name: 'Golden Dragon' })).toBeTruthy();
    const balance = () => screen.getByRole('status', { name: 'Balance' }).textContent;
    await waitFor(() => expect(balance()).toBe('₱100.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('3 × Koi on line 2: ₱1.50')).toBeTruthy();
    await waitFor(() => expect(balance()).toBe('₱101.00'));
    expect(vendor.spins).toEqual([{ stake: 50, clientSeed: 'lucky' }]);
    // The reels show the round's grid, the winning koi marked.
    expect(document.querySelectorAll('.still-grid img.lit')).toHaveLength(3);
  });

  it('stops autoplay when the balance would not cover the next spin', async () => {
    const vendor = fakeApi(100, (made) => ({ round: round(0), balance: 100 - 50 * made, held: false }));
    mount(vendor.api);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto' }));
    fireEvent.click(screen.getByRole('button', { name: '10 spins' }));
    expect(await screen.findByText('Autoplay stopped: your balance does not cover another spin.')).toBeTruthy();
    expect(vendor.spins).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(true));
  });

  it('stops autoplay on a refused spin and offers a bet the balance covers', async () => {
    const vendor = fakeApi(10_000, (made) => {
      if (made === 3) {
        // Spent in another tab meanwhile: the wallet refuses the third spin.
        vendor.spend(vendor.balance() - 30);
        throw new ApiError('insufficient-balance', 'Insufficient balance for this operation.', 409);
      }
      return { round: round(0), balance: 10_000 - 50 * made, held: false };
    });
    mount(vendor.api);
    fireEvent.click(await screen.findByRole('button', { name: 'Auto' }));
    fireEvent.click(screen.getByRole('button', { name: '25 spins' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient balance for this operation.');
    expect(vendor.spins).toHaveLength(3);
    // The way on: the largest offered bet the balance (₱0.30) covers.
    fireEvent.click(await screen.findByRole('button', { name: 'Bet ₱0.25 instead' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('25 lines × ₱0.01')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(false);
  });
});
