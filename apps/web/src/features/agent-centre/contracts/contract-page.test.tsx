import type { Contract, ContractSummary } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/en/common.json';
import contracts from '../../../i18n/locales/en/contracts.json';
import { useAuth } from '../../../lib/auth.ts';
import { permissionInfoQuery } from '../../../lib/brand.ts';
import { brandFixture } from '../../../test/brand-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ContractPage } from './contract-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuth.setState({ token: null, isAgent: null }));
});

const PATH = '/wps/relay/MCS2_processDailySalContract';
const daily = (rate: number) => ({ kind: 'daily' as const, period: 'Daily' as const, tiers: [{ betAmount: 0, rate }] });

const contract = (patch: Partial<Contract>): Contract => ({
  id: '7',
  kind: 'daily',
  state: 'active',
  upline: 'agent1',
  member: 'agent2',
  terms: daily(2),
  offeredAt: '2030-01-01T00:00:00.000Z',
  acceptedAt: '2030-01-01T00:00:00.000Z',
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  ...patch,
});

const summary = (patch: Partial<ContractSummary> = {}): ContractSummary => ({
  kind: 'daily',
  enabled: true,
  mine: contract({}),
  offer: null,
  canOffer: true,
  downlines: {
    list: [{ account: 'player1', type: 0, contract: null, offer: null }],
    total: 1,
    totalPages: 1,
  },
  ...patch,
});

/** The page against a fetch stand-in: the contract path answers `state`; every POST body is kept. */
async function renderPage(state: ContractSummary) {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://x').pathname;
    if (init.method === 'POST') posted.push(JSON.parse(String(init.body)));
    const value = path === PATH ? state : { list: [], total: 0, totalPages: 0 };
    return Response.json({ success: true, code: 'ok', message: 'Success', value });
  });
  act(() => useAuth.setState({ token: 't', isAgent: 2 }));
  await renderWithApp(<ContractPage kind="daily" />, {
    texts: { contracts, common, messages },
    data: [[permissionInfoQuery().queryKey, brandFixture()]],
    routed: false,
    retry: false,
  });
  return posted;
}

describe('a contract page', () => {
  it("warns first when accepting ends a subordinate's contract, then accepts agreeing to it", async () => {
    const offer = {
      ...contract({ id: '9', state: 'offered', terms: daily(1), acceptedAt: null }),
      endsSubordinates: ['sub1'],
    };
    const posted = await renderPage(summary({ offer }));
    const card = (await screen.findByRole('heading', { name: 'Offer from agent1' })).closest('section') as HTMLElement;
    expect(within(card).getByRole('alert').textContent).toContain(
      "A subordinate's ratio is higher than the new contract ratio; if agreed, the subordinate's contract ends automatically",
    );
    expect(within(card).getByRole('alert').textContent).toContain('sub1');
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(posted).toEqual([{ action: 'accept', contractId: '9', confirm: true }]));
  });

  it('offers a direct downline a contract from the typed terms', async () => {
    const posted = await renderPage(summary());
    const row = await screen.findByRole('listitem', { name: 'player1' });
    fireEvent.click(within(row).getByRole('button', { name: 'Offer contract' }));
    const form = within(row).getByRole('form', { name: 'Contract offer to player1' });
    fireEvent.change(within(form).getByLabelText('Rate (%)'), { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add tier' }));
    const rates = within(form).getAllByLabelText('Rate (%)');
    fireEvent.change(within(form).getAllByLabelText('Team bet in a day from')[1] as HTMLElement, {
      target: { value: '1,000' },
    });
    fireEvent.change(rates[1] as HTMLElement, { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(within(form).getByText(/Enter a rate from 0 to 100/)).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(rates[1] as HTMLElement, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        {
          action: 'offer',
          account: 'player1',
          terms: {
            kind: 'daily',
            period: 'Daily',
            tiers: [
              { betAmount: 0, rate: 2.5 },
              { betAmount: 100_000, rate: 3 },
            ],
          },
        },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Offer sent to player1.');
  });

  it("answers the other side's termination request", async () => {
    const posted = await renderPage(summary({ mine: contract({ terminationRequestedBy: 'upline' }) }));
    const card = (await screen.findByRole('heading', { name: 'Your contract' })).closest('section') as HTMLElement;
    expect(within(card).getByText('The other side asked to end this contract.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Keep contract' }));
    await vi.waitFor(() => expect(posted).toEqual([{ action: 'keep', contractId: '7' }]));
  });
});
