import type { BetRecordItem, MenuCategory } from '@arcadia/contracts';
import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { onBrandClockAtMarch2, renderBetsPage } from '../test-support.tsx';
import { BettingRecord } from './betting-record.tsx';

onBrandClockAtMarch2();

const PATH = '/wps/relay/ODSFE2_betRecord';

const bet = (id: number, patch: Partial<BetRecordItem> = {}): BetRecordItem => ({
  id: String(id),
  placedAt: '2025-03-01T12:30:45.000Z',
  settledAt: '2025-03-01T12:30:46.000Z',
  vendor: 'ARC',
  vendorName: 'Arcadia Slots',
  gameType: 'RNG',
  gameCode: 'ARC_LUCKY7',
  gameName: 'Lucky 7',
  roundId: `R-${id}`,
  transactionId: `T-${id}`,
  stake: 1_000,
  payout: 2_500,
  profit: 1_500,
  state: 'settled',
  ...patch,
});

const totals = { betCount: 3, stake: 3_000, payout: 2_500, profit: -500 };
const page = (list: BetRecordItem[], totalPages = 1) => ({ value: { list, total: list.length, totalPages, totals } });

const card = (vassalage: string, name: string, gameType: MenuCategory['title']) => ({
  nodeId: vassalage.length,
  vassalage,
  name,
  gameType,
  accountTypeId: 1,
  accountTypeName: vassalage,
  isHot: 0 as const,
  isGame: 'GAME',
  logo: '',
});
const MENUS: MenuCategory[] = [
  {
    id: 3,
    title: 'RNG',
    gameGroupCode: 'RNG',
    cards: [card('ARC', 'Arcadia Slots', 'RNG'), card('PG', 'PG Soft', 'RNG')],
  },
  { id: 7, title: 'LOTT', gameGroupCode: 'LOTT', cards: [card('ARCV', 'Arcadia Lotto VN', 'LOTT')] },
];

const render = (reply: ReturnType<typeof page>) =>
  renderBetsPage(<BettingRecord />, { routes: { [`GET ${PATH}`]: reply }, menus: MENUS });

describe('Betting record', () => {
  it('asks for the previous 7 days and shows each bet with the totals of all matching bets', async () => {
    const { queries } = await render(
      page([
        bet(3, { state: 'open', payout: 0, profit: null, settledAt: null }),
        bet(2, {
          payout: 0,
          profit: -1_000,
          gameName: 'Vietnam Lotto 1 Minute (North)',
          vendorName: 'Arcadia Lotto VN',
        }),
        bet(1),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(queries(PATH)[0]).toEqual({ preset: 'last7days', language: 'EN', pageNo: '1', pageSize: '20' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Game', 'Round', 'Stake', 'Payout', 'Profit', 'State']);
    const cells = (row: number) =>
      within(within(table).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual([
      expect.stringMatching(/03\/01\/2025.*08:30:45/),
      'Lucky 7Arcadia Slots',
      'R-3',
      '10.00',
      '—',
      '—',
      'Open',
    ]);
    expect(cells(2).slice(1)).toEqual([
      'Vietnam Lotto 1 Minute (North)Arcadia Lotto VN',
      'R-2',
      '10.00',
      '0.00',
      '-10.00',
      'Settled',
    ]);
    expect(cells(3).slice(3, 6)).toEqual(['10.00', '25.00', '+15.00']);
    const sums = screen.getByRole('region', { name: 'Totals' });
    expect(sums.textContent).toContain('Bets3');
    expect(sums.textContent).toContain('Stake₱30.00');
    expect(sums.textContent).toContain('Payout₱25.00');
    expect(sums.textContent).toContain('Profit-5.00');
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2025-02-24');
  });

  it('shows a win held for review without a payout, and a voided win as a loss', async () => {
    await render(
      page([
        bet(5, { state: 'held', payout: 0, profit: null }),
        bet(4, { state: 'voided', payout: 0, profit: -1_000 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const cells = (row: number) =>
      within(within(table).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1).slice(3)).toEqual(['10.00', '—', '—', 'Win under review']);
    expect(cells(2).slice(3)).toEqual(['10.00', '0.00', '-10.00', 'Win voided']);
  });

  it('filters by category, vendor of that category and state, starting again at page 1', async () => {
    const { queries } = await render(page([bet(1)], 3));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(queries(PATH).at(-1)?.pageNo).toBe('2'));
    const vendor = screen.getByLabelText('Provider') as HTMLSelectElement;
    expect([...vendor.options].map((option) => option.text)).toEqual([
      'All',
      'Arcadia Slots',
      'PG Soft',
      'Arcadia Lotto VN',
    ]);
    fireEvent.change(vendor, { target: { value: 'ARCV' } });
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toMatchObject({ vendor: 'ARCV', pageNo: '1' }));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'RNG' } });
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toMatchObject({ gameType: 'RNG' }));
    expect(queries(PATH).at(-1)?.vendor).toBeUndefined();
    expect([...vendor.options].map((option) => option.text)).toEqual(['All', 'Arcadia Slots', 'PG Soft']);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'settled' } });
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toMatchObject({ gameType: 'RNG', state: 'settled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toMatchObject({ preset: 'last30days', state: 'settled' }));
  });

  it('takes custom dates and refuses a start after the end', async () => {
    const { queries } = await render(page([bet(1)]));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-10' } });
    await vi.waitFor(() =>
      expect(queries(PATH).at(-1)).toMatchObject({ startDate: '2025-01-10', endDate: '2025-03-02' }),
    );
    expect(queries(PATH).at(-1)?.preset).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('false');
    const count = queries(PATH).length;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-01-01' } });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(queries(PATH)).toHaveLength(count);
  });

  it('pages with previous and next', async () => {
    await render(page([bet(1)], 2));
    const pager = within(await screen.findByRole('navigation', { name: 'Betting record pages' }));
    expect(pager.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await pager.findByText('Page 2 of 2')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    await render({
      value: { list: [], total: 0, totalPages: 0, totals: { betCount: 0, stake: 0, payout: 0, profit: 0 } },
    });
    expect(await screen.findByText('No bets for these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
