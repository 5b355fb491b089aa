// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api.ts';
import { SessionGate } from '../../shell/boot.tsx';
import { bootFamily } from './kit/boot-draw.ts';
import { dueDrawNo, issueOf, pollDelay } from './kit/schedule.ts';
import { LotteryGame } from './lottery-game.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/play/lottery/?token=the-launch-token-1234&lang=EN&game=ARCV-VN-1');
});

const SESSION = {
  sessionToken: 'session-token',
  nickname: 'Ana',
  balance: 50_000,
  currency: 'PLAY',
  playMoney: true,
  gameCode: 'ARCV-VN-3',
  family: 'lottery',
  language: 'EN',
  siteOrigin: null,
  backUrl: null,
  view: null,
};
/** The vendor's clock in these tests: 1 min 15 s before the open draw's betting closes. */
const SERVER_NOW = Date.parse('2030-05-06T07:08:00.000Z');
const ref = (drawNo: number, closeAt: number) => ({
  drawNo,
  issue: `20300506-${String(drawNo).padStart(4, '0')}`,
  drawAt: new Date(closeAt + 15_000).toISOString(),
  closeAt: new Date(closeAt).toISOString(),
});
const draws = (gameCode: string) => ({
  serverTime: new Date(SERVER_NOW).toISOString(),
  game: {
    gameCode,
    vendor: 'ARCV',
    name: `Lotto ${gameCode}`,
    region: 'SOUTH',
    prizeMode: 'Lott',
    intervalSeconds: 180,
    closeSeconds: 15,
    next: ref(500, SERVER_NOW + 75_000),
    lastSpecial: null,
    lastIssue: null,
  },
  current: { ...ref(500, SERVER_NOW + 75_000), seedHash: 'ab'.repeat(32) },
  next: { ...ref(501, SERVER_NOW + 255_000), seedHash: 'cd'.repeat(32) },
  betTypes: [
    { betType: 'LO', digits: 2, odds: 520, rtp: 0.936 },
    { betType: 'DE', digits: 2, odds: 9500, rtp: 0.95 },
    { betType: 'CANG3', digits: 3, odds: 95_000, rtp: 0.95 },
  ],
  limits: { minStake: 100, maxStake: 10_000_000, maxNumbers: 20 },
});
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'ok', message: 'OK', value }));

function fakeVendor() {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const url = String(path);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: url, method: init?.method ?? 'GET', body });
    const game = new URL(url, 'http://x').searchParams.get('gameCode') ?? '';
    if (url === '/api/session') return ok(SESSION);
    if (url === '/api/balance') return ok({ balance: 50_000, currency: 'PLAY' });
    if (url.startsWith('/api/fair/')) return ok({ seedHash: 'c'.repeat(64), clientSeed: 'x', nonce: 0 });
    if (url.startsWith('/api/lottery/draws')) return ok(draws(game));
    if (url.startsWith('/api/lottery/results')) return ok({ draws: [] });
    if (url === '/api/lottery/tickets' && init?.method === 'POST') {
      const tickets = (body.numbers as string[]).map((number, i) => ({
        ticketId: `R${i + 1}`,
        gameCode: body.gameCode,
        drawNo: body.drawNo,
        issue: '20300506-0500',
        betType: body.betType,
        number,
        stake: body.stake,
        odds: 9500,
        status: 'open',
        payout: null,
        hits: null,
        held: false,
        createdAt: new Date(SERVER_NOW).toISOString(),
      }));
      return ok({ tickets, balance: 48_000 });
    }
    if (url.startsWith('/api/lottery/tickets')) return ok({ list: [] });
    return new Response('{}', { status: 500 });
  });
  return { fetch, calls };
}

const mount = (vendor: ReturnType<typeof fakeVendor>) => {
  const api = apiClient({ session: () => 'session-token', lang: () => 'EN', fetch: vendor.fetch as typeof fetch });
  return render(<SessionGate family={bootFamily('lottery')} Game={LotteryGame} api={api} initialLanguage="EN" />);
};

describe('the Vietnam lottery page', () => {
  it('opens the session’s game and counts down to its close by the vendor’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2019-09-09T09:09:09.000Z'));
    const vendor = fakeVendor();
    mount(vendor);
    const timer = await screen.findByRole('timer', {}, { timeout: 5_000 });
    await waitFor(() => expect(timer.textContent).toBe('01:15'));
    expect(vendor.calls.some((call) => call.path === '/api/lottery/draws?gameCode=ARCV-VN-3')).toBe(true);
  });

  it('buys one ticket per picked number on the open draw, with the bet type and stake per number', async () => {
    const vendor = fakeVendor();
    mount(vendor);
    fireEvent.click(await screen.findByRole('button', { name: /^Đề/ }, { timeout: 5_000 }));
    fireEvent.click(screen.getByRole('button', { name: '07' }));
    fireEvent.click(screen.getByRole('button', { name: '12' }));
    const stake = screen.getByLabelText(/Stake per number/);
    fireEvent.change(stake, { target: { value: '50' } });
    fireEvent.blur(stake);
    expect(screen.getByText('100.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    await screen.findByText('Tickets bought for draw 20300506-0500.');
    const buy = vendor.calls.find((call) => call.method === 'POST' && call.path === '/api/lottery/tickets');
    expect(buy?.body).toEqual({
      gameCode: 'ARCV-VN-3',
      drawNo: 500,
      betType: 'DE',
      numbers: ['07', '12'],
      stake: 5_000,
      requestId: expect.stringMatching(/^[0-9a-f]{30}$/),
    });
    expect(screen.getByText('480.00')).toBeTruthy();
  });
});

describe('the draw schedule as the page reads it', () => {
  const timing = { intervalMs: 60_000 };
  it('asks every second while a result is due, then just after the next change', () => {
    const now = 10 * 60_000 + 2_000;
    expect(dueDrawNo(timing, now)).toBe(9);
    expect(pollDelay({ timing, now, closeAt: now + 53_000, lastDrawn: 8 })).toBe(1_000);
    expect(pollDelay({ timing, now, closeAt: now + 53_000, lastDrawn: 9 })).toBe(20_000);
    expect(pollDelay({ timing, now: now + 50_000, closeAt: now + 53_000, lastDrawn: 9 })).toBe(3_300);
    expect(pollDelay({ timing, now, closeAt: now + 53_000, lastDrawn: 9, hidden: true })).toBe(30_000);
  });

  it('names draws as the server does: the Vietnam date and the day’s place', () => {
    // 2024-01-01T17:00:00Z is midnight in Vietnam: the day's first one-minute draw.
    expect(issueOf(timing, Date.parse('2024-01-01T17:00:00Z') / 60_000)).toBe('20240102-0001');
  });
});
