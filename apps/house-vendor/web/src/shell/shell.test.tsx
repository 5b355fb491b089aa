// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceGame } from '../games/dice/dice-game.tsx';
import { apiClient } from '../lib/api.ts';
import { tellSite } from '../lib/site.ts';
import { SessionGate } from './boot.tsx';

afterEach(cleanup);

const SESSION = {
  sessionToken: 'session-token',
  nickname: 'Ana',
  balance: 10_000,
  currency: 'PHP',
  playMoney: false,
  gameCode: 'ARC-dice',
  family: 'dice',
  language: 'EN',
  siteOrigin: 'https://brand.example',
  backUrl: 'https://brand.example/lobby',
  view: null,
};
const PAIR = { seedHash: 'a'.repeat(64), clientSeed: 'lucky', nonce: 3 };
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'ok', message: 'OK', value }));

/** The vendor as the page sees it: a few answers by path, every call recorded. */
function fakeVendor(session: object = SESSION, roll?: () => Response) {
  const calls: { path: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const url = String(path);
    calls.push({ path: url, init });
    if (url === '/api/session') return ok(session);
    if (url === '/api/balance') return ok({ balance: 10_000, currency: 'PHP' });
    if (url.startsWith('/api/fair/')) return ok(PAIR);
    if (url.startsWith('/api/rounds')) return ok({ list: [] });
    if (url === '/api/dice/roll' && roll) return roll();
    return new Response('{}', { status: 500 });
  });
  return { fetch, calls };
}

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/play/dice/?token=the-launch-token-1234&lang=EN&game=ARC-dice');
});

const mount = (vendor: ReturnType<typeof fakeVendor>, lang: () => 'EN' | 'TH' = () => 'EN') => {
  const api = apiClient({ session: () => 'session-token', lang, fetch: vendor.fetch as typeof fetch });
  return render(<SessionGate family="dice" Game={DiceGame} api={api} initialLanguage="EN" />);
};

describe('the game shell', () => {
  it('opens the session from the launch token, drops the token from the address, and shows the header', async () => {
    const vendor = fakeVendor({ ...SESSION, playMoney: true, currency: 'PLAY' });
    mount(vendor);
    expect(await screen.findByRole('heading', { name: 'Dice' })).toBeTruthy();
    expect(location.search).toBe('?lang=EN&game=ARC-dice');
    expect(JSON.parse(String(vendor.calls[0]?.init?.body))).toEqual({ launchToken: 'the-launch-token-1234' });
    expect(screen.getByText('Play money')).toBeTruthy();
    expect(await screen.findByText('100.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('https://brand.example/lobby');
    // Every later call carries the session.
    const balanceCall = vendor.calls.find((call) => call.path === '/api/balance');
    expect((balanceCall?.init?.headers as Record<string, string> | undefined)?.['x-house-session']).toBe(
      'session-token',
    );
    // A reload keeps playing with the session this tab kept.
    cleanup();
    history.replaceState(null, '', '/play/dice/');
    mount(fakeVendor());
    expect(await screen.findByRole('heading', { name: 'Dice' })).toBeTruthy();
  });

  it('says the session has ended when there is neither a token nor a kept session', async () => {
    history.replaceState(null, '', '/play/dice/');
    mount(fakeVendor());
    expect(await screen.findByText(/This game session has ended/)).toBeTruthy();
  });

  it('plays a dice roll: the seed pair shown is the one played, the balance moves, the result shows', async () => {
    const vendor = fakeVendor(SESSION, () =>
      ok({
        roundId: 'R9',
        stake: 1_000,
        direction: 'over',
        target: 4_999,
        roll: 7_321,
        win: true,
        multiplier: 19_800,
        payout: 1_980,
        balance: 10_980,
        held: false,
        fair: PAIR,
      }),
    );
    mount(vendor);
    const roll = await screen.findByRole('button', { name: 'Roll' });
    await waitFor(() => expect(vendor.calls.some((call) => call.path.startsWith('/api/fair/dice'))).toBe(true));
    fireEvent.click(roll);
    expect(await screen.findByText('You won ₱19.80')).toBeTruthy();
    expect(screen.getByText('₱109.80')).toBeTruthy();
    const sent = vendor.calls.find((call) => call.path === '/api/dice/roll');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      stake: 1_000,
      direction: 'over',
      target: 4_999,
      clientSeed: 'lucky',
    });
  });

  it("shows a refusal in the player's language", async () => {
    const vendor = fakeVendor(
      { ...SESSION, language: 'TH' },
      () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'insufficient-balance',
            message: 'Insufficient balance',
            value: null,
          }),
          {
            status: 409,
          },
        ),
    );
    mount(vendor, () => 'TH');
    fireEvent.click(await screen.findByRole('button', { name: 'ทอย' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ยอดเงิน');
  });
});

describe('telling the site', () => {
  it('posts the balance move to the launching site only, and only when framed', () => {
    const postMessage = vi.fn();
    const framed = { parent: { postMessage } } as unknown as Window;
    tellSite('https://brand.example', 10_000, 9_000, framed);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'arcadia:balance', before: 10_000, after: 9_000 },
      'https://brand.example',
    );
    tellSite(null, 1, 2, framed);
    const alone = { postMessage } as unknown as Window & { parent: Window };
    (alone as { parent: unknown }).parent = alone;
    tellSite('https://brand.example', 1, 2, alone);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
