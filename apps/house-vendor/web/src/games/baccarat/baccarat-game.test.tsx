// @vitest-environment jsdom
import { translate } from '@arcadia/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roadEntryOf, verifyShoe } from '../../../../games/baccarat/verify.ts';
import { seedHash } from '../../../../games/fair/random.ts';
import type { OriginalCode } from '../../../../games/originals/game.ts';
import { apiClient } from '../../lib/api.ts';
import { SessionGate } from '../../shell/boot.tsx';
import { BaccaratGame } from './baccarat-game.tsx';

afterEach(cleanup);

const SESSION = {
  sessionToken: 'session-token',
  nickname: 'Ana',
  balance: 10_000,
  currency: 'PHP',
  playMoney: false,
  gameCode: 'ARCP-BAC-1',
  family: 'baccarat',
  language: 'EN',
  siteOrigin: 'https://brand.example',
  backUrl: 'https://brand.example/pvp',
  view: null,
};
const HASH = 'c'.repeat(64);
const STATE = {
  table: {
    gameCode: 'ARCP-BAC-1',
    vendorCode: 'ARCP',
    name: 'Baccarat Room 1',
    minBet: 100,
    maxBet: 500_000,
    seats: 7,
    players: 2,
  },
  shoe: { shoeNo: 3, serverSeedHash: HASH, clientSeed: 'lucky', hands: 0, cardsLeft: 405, road: [] },
  previousShoe: null,
  lastHand: null,
};
const HAND = {
  roundId: 'R41',
  shoeNo: 3,
  handNo: 1,
  player: ['9S', 'KH'],
  banker: ['5D', 'QC'],
  playerTotal: 9,
  bankerTotal: 5,
  winner: 'P',
  playerPair: false,
  bankerPair: false,
  natural: true,
  spots: [{ spot: 'player', stake: 1_000, outcome: 'win', returned: 2_000 }],
  stake: 1_000,
  returned: 2_000,
  settled: true,
  held: false,
};
const ROAD_ENTRY = { winner: 'P', playerPair: false, bankerPair: false, natural: true, total: 9 };
const DEALT = {
  hand: HAND,
  state: { ...STATE, shoe: { ...STATE.shoe, hands: 1, cardsLeft: 401, road: [ROAD_ENTRY] }, lastHand: HAND },
  balanceAfterBet: 9_000,
  balance: 11_000,
};

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, code: 'ok', message: 'OK', value }));
const refused = (status: number, code: string, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, code, message: code, value }), { status });

/** The vendor as the page sees it: a few answers by path, every call recorded. */
function fakeVendor(answers: { session?: object; state?: () => Response; deal?: () => Response } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (path: string | URL | Request, init?: RequestInit) => {
    const url = String(path);
    calls.push({ path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/session') return ok(answers.session ?? SESSION);
    if (url === '/api/balance') return ok({ balance: 10_000, currency: 'PHP' });
    if (url.startsWith('/api/fair/')) return ok({ seedHash: 'd'.repeat(64), clientSeed: 'x', nonce: 0 });
    if (url.startsWith('/api/rounds')) return ok({ list: [] });
    if (url === '/api/baccarat/state') return answers.state ? answers.state() : ok(STATE);
    if (url === '/api/baccarat/deal' && answers.deal) return answers.deal();
    return new Response('{}', { status: 500 });
  });
  return { fetch, calls };
}

const mount = (vendor: ReturnType<typeof fakeVendor>, lang: 'EN' | 'TH' = 'EN') => {
  const api = apiClient({ session: () => 'session-token', lang: () => lang, fetch: vendor.fetch as typeof fetch });
  return render(
    <SessionGate family={'baccarat' as string as OriginalCode} Game={BaccaratGame} api={api} initialLanguage={lang} />,
  );
};

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/play/baccarat/?token=the-launch-token-1234&lang=EN&game=ARCP-BAC-1');
  // Motion reduced: the cards are laid at once, so the test waits milliseconds, not seconds.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

describe('the baccarat table', () => {
  it('takes chips on a spot, deals, turns the cards, shows the result, the road and the balance after', async () => {
    const vendor = fakeVendor({ deal: () => ok(DEALT) });
    mount(vendor);
    expect(await screen.findByRole('heading', { name: 'Baccarat' })).toBeTruthy();
    expect(await screen.findByText('Baccarat Room 1')).toBeTruthy();
    expect(screen.getByText('Limits ₱1.00 – ₱5,000.00')).toBeTruthy();
    expect(screen.getByText('Shoe 3 · 405 cards left')).toBeTruthy();
    expect(screen.getByText('2/7 seated')).toBeTruthy();

    const deal = screen.getByRole('button', { name: 'Deal' }) as HTMLButtonElement;
    expect(deal.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Chip ₱5.00' }));
    const player = screen.getByRole('button', { name: /^Player, pays 1:1/ });
    fireEvent.click(player);
    fireEvent.click(player);
    expect(player.getAttribute('aria-label')).toBe('Player, pays 1:1, bet ₱10.00');
    expect(screen.getByText('₱10.00', { selector: '.bac-total-value' })).toBeTruthy();
    // Undo takes the last chip back; Clear every chip.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(player.getAttribute('aria-label')).toBe('Player, pays 1:1, bet ₱5.00');
    fireEvent.click(player);

    fireEvent.click(deal);
    expect(await screen.findByText('Player wins', {}, { timeout: 5000 })).toBeTruthy();
    const sent = vendor.calls.find((call) => call.path === '/api/baccarat/deal')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ bets: { player: 1_000 }, serverSeedHash: HASH });
    expect(String(sent.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    expect(screen.getByRole('img', { name: '9♠' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Q♣' })).toBeTruthy();
    expect(screen.getByText('9 – 5')).toBeTruthy();
    expect(screen.getByText('Natural')).toBeTruthy();
    expect(await screen.findByText('You won ₱20.00')).toBeTruthy();
    // The header's balance: the bet taken, then the win paid.
    await waitFor(() => expect(screen.getByText('₱110.00')).toBeTruthy(), { timeout: 5000 });
    // The road has the hand; the spot shows what it returned; Repeat puts the same chips back.
    const beads = screen.getByRole('list', { name: 'Bead plate' });
    expect(within(beads).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('+₱20.00', { selector: '.bac-spot-result' })).toBeTruthy();
    expect(screen.getByText('+₱20.00', { selector: '.bac-delta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    expect(screen.getByRole('button', { name: /^Player, pays 1:1/ }).getAttribute('aria-label')).toContain('₱10.00');
  });

  it("tells a refusal in the player's language, the table's limits filled in", async () => {
    let answer = () => refused(409, 'insufficient-balance');
    const vendor = fakeVendor({ session: { ...SESSION, language: 'TH' }, deal: () => answer() });
    mount(vendor, 'TH');
    fireEvent.click(await screen.findByRole('button', { name: /^เจ้ามือ,? ?จ่าย/ }));
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    expect((await screen.findByRole('alert')).textContent).toContain(translate('TH', 'insufficient-balance'));
    answer = () => refused(400, 'amount-out-of-range', { min: 100, max: 500_000 });
    fireEvent.click(screen.getByRole('button', { name: 'แจกไพ่' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        translate('TH', 'amount-out-of-range', { min: '₱1.00', max: '₱5,000.00' }),
      ),
    );
  });

  it('says why a table cannot be played, and tries again', async () => {
    let answer = () => refused(409, 'table-full');
    const vendor = fakeVendor({ state: () => answer() });
    mount(vendor);
    expect((await screen.findByRole('alert')).textContent).toContain(translate('EN', 'table-full'));
    answer = () => ok(STATE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Baccarat Room 1')).toBeTruthy();
  });

  it('verifies the previous shoe in the browser: its seed against the hash, each hand against the road', async () => {
    const serverSeed = 'a'.repeat(64);
    const dealt = verifyShoe(serverSeed, 'lucky', 2).hands.slice(0, 3).map(roadEntryOf);
    const previousShoe = {
      shoeNo: 2,
      serverSeedHash: seedHash(serverSeed),
      clientSeed: 'lucky',
      hands: 3,
      cardsLeft: 400,
      road: dealt,
      serverSeed,
    };
    let state = { ...STATE, previousShoe };
    const vendor = fakeVendor({ state: () => ok(state) });
    mount(vendor);
    fireEvent.click(await screen.findByRole('tab', { name: 'Provably fair' }));
    expect(screen.getByText(HASH)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    expect(
      screen.getByText('Verified: the seed matches its hash and all 3 hands match the recomputed shoe.'),
    ).toBeTruthy();
    // The hands dealt, recomputed: their cards as the table showed them.
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    cleanup();

    const tampered = dealt.map((entry, i) => (i === 1 ? { ...entry, total: (entry.total + 1) % 10 } : entry));
    state = { ...STATE, previousShoe: { ...previousShoe, road: tampered } };
    mount(fakeVendor({ state: () => ok(state) }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Provably fair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify in this browser' }));
    expect(screen.getByText(/^Not verified/)).toBeTruthy();
  });
});
