import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { onBrandClockAtMarch2, renderBetsPage } from '../test-support.tsx';
import { ProfitLoss } from './profit-loss.tsx';

onBrandClockAtMarch2();

const PATH = '/wps/relay/ODSFE2_personalProfit';
const row = (key: string, stake: number, payout: number) => ({
  key,
  betCount: 2,
  stake,
  payout,
  profit: payout - stake,
});
const totals = { betCount: 4, stake: 7_000, payout: 7_000, profit: 0 };

const routes = {
  [`GET ${PATH}`]: (_init: RequestInit, url: URL) => {
    const byCategory = url.searchParams.get('groupBy') === 'category';
    const rows = byCategory
      ? [row('RNG', 5_000, 7_000), row('LOTT', 2_000, 0)]
      : [row('2025-03-02', 4_000, 7_000), row('2025-02-28', 3_000, 0)];
    return { value: { startDate: '2025-02-24', endDate: '2025-03-02', rows, totals } };
  },
};

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

describe('Personal profit and loss', () => {
  it('shows the previous 7 days per day, newest first, with the total at the foot', async () => {
    const { queries } = await renderBetsPage(<ProfitLoss />, { routes });
    const table = await screen.findByRole('table', { name: 'Personal profit and loss' });
    expect(queries(PATH)[0]).toEqual({ groupBy: 'day', preset: 'last7days' });
    expect(screen.getByText('From 2025-02-24 to 2025-03-02')).toBeTruthy();
    expect(bodyRows(table)).toEqual([
      ['2025-03-02', '2', '40.00', '70.00', '+30.00'],
      ['2025-02-28', '2', '30.00', '0.00', '-30.00'],
      ['Total', '4', '70.00', '70.00', '0.00'],
    ]);
    expect(screen.getByRole('region', { name: 'Totals' }).textContent).toContain('Stake₱70.00');
  });

  it('groups by category with translated names, and takes the 30-day preset and custom dates', async () => {
    const { queries } = await renderBetsPage(<ProfitLoss />, { routes });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'By category' }));
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toEqual({ groupBy: 'category', preset: 'last7days' }));
    const table = await screen.findByRole('table');
    await vi.waitFor(() => expect(bodyRows(table)[0]?.[0]).toBe('Slots'));
    expect(bodyRows(table)[1]?.[0]).toBe('Lottery');
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Category');

    fireEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await vi.waitFor(() => expect(queries(PATH).at(-1)).toEqual({ groupBy: 'category', preset: 'last30days' }));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-02-20' } });
    await vi.waitFor(() =>
      expect(queries(PATH).at(-1)).toEqual({ groupBy: 'category', startDate: '2025-02-01', endDate: '2025-02-20' }),
    );
  });

  it('refuses a start after the end, and says when the range has no bets', async () => {
    const { queries } = await renderBetsPage(<ProfitLoss />, {
      routes: {
        [`GET ${PATH}`]: {
          value: {
            startDate: '2025-02-24',
            endDate: '2025-03-02',
            rows: [],
            totals: { betCount: 0, stake: 0, payout: 0, profit: 0 },
          },
        },
      },
    });
    expect(await screen.findByText('No bets in this range.')).toBeTruthy();
    const count = queries(PATH).length;
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-03-05' } });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(queries(PATH)).toHaveLength(count);
  });
});
