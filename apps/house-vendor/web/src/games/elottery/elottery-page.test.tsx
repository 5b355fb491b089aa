// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_TYPES } from '../../../../games/elottery/k3.ts';
import { apiClient } from '../../lib/api.ts';
import { SessionGate } from '../../shell/boot.tsx';
import { bootFamily } from '../lottery/kit/boot-draw.ts';
import { K3Game } from './k3/k3-game.tsx';

// The dice are drawn by Pixi, which needs a canvas jsdom has not: the scene only draws, so a stand-in does.
vi.mock('./k3/k3-scene.ts', () => ({
  K3Scene: class {
    show() {}
    shake() {}
    roll() {
      return Promise.resolve();
    }
    destroy() {}
  },
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/play/k3/?token=the-launch-token-1234&lang=EN&game=ARCE-k3');
});

const SESSION = {
  sessionToken: 'session-token',
  nickname: 'Ana',
  balance: 50_000,
  currency: 'PHP',
  playMoney: false,
  gameCode: 'ARCE-k3',
  family: 'k3',
  language: 'EN',
  siteOrigin: null,
  backUrl: null,
  view: null,
};
/** The vendor's clock in these tests: 42 s before draw 1000's betting closes. */
const SERVER_NOW = Date.parse('2030-05-06T07:08:00.000Z');
const ref = (drawNo: number, closeAt: number) => ({
  drawNo,
  issue: `20300506-${String(drawNo).padStart(4, '0')}`,
  drawAt: new Date(closeAt + 5_000).toISOString(),
  closeAt: new Date(closeAt).toISOString(),
  seedHash: 'ab'.repeat(32),
});
const DRAW = {
  serverTime: new Date(SERVER_NOW).toISOString(),
  gameCode: 'ARCE-k3',
  drawSeconds: 60,
  closeSeconds: 5,
  current: ref(1000, SERVER_NOW + 42_000),
  next: ref(1001, SERVER_NOW + 102_000),
  last: null,
};
const BET_TYPES_ANSWER = {
  gameCode: 'ARCE-k3',
  minStake: 100,
  maxStake: 1_000_000,
  maxTicketStake: 1_000_000,
  maxBets: 20,
  rtp: { min: 0.92, max: 0.97 },
  betTypes: BET_TYPES.map((row) => ({
    key: row.key,
    name: row.name,
    family: row.family,
    takes: { faces: 0, position: false, digits: 0, spots: 0 },
    pays: row.pays.map((pay) => ({ ...pay })),
    rtp: row.rtp,
  })),
};
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'ok', message: 'OK', value }));

function fakeVendor(buy: (body: Record<string, unknown>) => Response) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const url = String(path);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: url, method: init?.method ?? 'GET', body });
    if (url === '/api/session') return ok(SESSION);
    if (url === '/api/balance') return ok({ balance: 50_000, currency: 'PHP' });
    if (url.startsWith('/api/fair/')) return ok({ seedHash: 'c'.repeat(64), clientSeed: 'x', nonce: 0 });
    if (url === '/api/elottery/ARCE-k3/draw') return ok(DRAW);
    if (url === '/api/elottery/ARCE-k3/bet-types') return ok(BET_TYPES_ANSWER);
    if (url.startsWith('/api/elottery/ARCE-k3/results')) return ok({ draws: [] });
    if (url.startsWith('/api/elottery/ARCE-k3/tickets') && init?.method === 'POST') return buy(body);
    if (url.startsWith('/api/elottery/ARCE-k3/tickets')) return ok({ list: [] });
    return new Response('{}', { status: 500 });
  });
  return { fetch, calls };
}

const mount = (vendor: ReturnType<typeof fakeVendor>) => {
  const api = apiClient({ session: () => 'session-token', lang: () => 'EN', fetch: vendor.fetch as typeof fetch });
  return render(<SessionGate family={bootFamily('k3')} Game={K3Game} api={api} initialLanguage="EN" />);
};

const bought = (body: Record<string, unknown>) =>
  ok({
    ticket: {
      ticketId: 'R7',
      gameCode: 'ARCE-k3',
      drawNo: 1000,
      issue: '20300506-1000',
      bets: (body.bets as Record<string, unknown>[]).map((bet) => ({ ...bet, payout: null })),
      stake: 2_000,
      payout: null,
      status: 'open',
      held: false,
      createdAt: new Date(SERVER_NOW).toISOString(),
      result: null,
    },
    balance: 48_000,
  });

describe('the e-lottery page (K3)', () => {
  it('counts down to the close by the vendor’s clock, not the device’s', async () => {
    // The device is years off; the answer's serverTime sets the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2021-01-01T00:00:00.000Z'));
    mount(fakeVendor(bought));
    const timer = await screen.findByRole('timer');
    await waitFor(() => expect(timer.textContent).toBe('00:42'));
    expect(screen.getByText('Draw 20300506-1000')).toBeTruthy();
  });

  it('buys the slip’s bets as one ticket on the open draw, and shows the balance after it', async () => {
    const vendor = fakeVendor(bought);
    mount(vendor);
    fireEvent.click(await screen.findByRole('button', { name: /^Big 1\.99×/ }, { timeout: 5_000 }));
    fireEvent.click(screen.getByRole('button', { name: /^Sum 11 / }));
    expect(screen.getByText('Bets: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    await screen.findByText('Tickets bought for draw 20300506-1000.');
    const buy = vendor.calls.find((call) => call.method === 'POST' && call.path === '/api/elottery/ARCE-k3/tickets');
    expect(buy?.body).toEqual({
      drawNo: 1000,
      bets: [
        { key: 'big', stake: 1_000 },
        { key: 'sum-11', stake: 1_000 },
      ],
      requestId: expect.stringMatching(/^[0-9a-f]{30}$/),
    });
    expect(screen.getByText('₱480.00')).toBeTruthy();
    expect(screen.getByText('Bets: 0')).toBeTruthy();
  });

  it('says why the wallet refused a purchase, in the player’s language, and keeps the slip', async () => {
    const refusal = { success: false, code: 'insufficient-balance', message: 'Insufficient balance', value: null };
    const vendor = fakeVendor(() => new Response(JSON.stringify(refusal), { status: 409 }));
    mount(vendor);
    fireEvent.click(await screen.findByRole('button', { name: /^Odd 1\.99×/ }, { timeout: 5_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    expect(await screen.findByText('Not bought: Insufficient balance for this operation.')).toBeTruthy();
    expect(screen.getByText('Bets: 1')).toBeTruthy();
  });
});
