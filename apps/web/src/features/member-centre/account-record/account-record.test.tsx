import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { onBrandClockAtMarch2, renderMoneyPage } from '../test-support.tsx';
import { AccountRecord } from './account-record.tsx';

onBrandClockAtMarch2();

const RECORDS = 'GET /wps/relay/ODSFE2_MemTransDet';

const record = (id: number, patch: Record<string, unknown> = {}) => ({
  id: String(id),
  time: '2025-03-01T12:30:45.000Z',
  type: 'adjustment',
  amount: 100_000,
  balanceAfter: 100_000,
  reference: `ADJ-${id}`,
  remark: 'Welcome credit',
  ...patch,
});

const page = (list: unknown[], totalPages = 1) => ({ value: { list, total: list.length, totalPages } });

async function renderRecord(reply: ReturnType<typeof page> = page([])) {
  const view = await renderMoneyPage(<AccountRecord />, { routes: { [RECORDS]: reply } });
  return { ...view, queries: () => view.queries('/wps/relay/ODSFE2_MemTransDet') };
}

describe('Account record', () => {
  it("asks for the previous 7 days on the brand's clock and lists each movement", async () => {
    const { queries } = await renderRecord(
      page([
        record(3, { type: 'transfer-upline', amount: -2_500, balanceAfter: 97_500, reference: 'agent1', remark: '' }),
        record(2, { type: 'wallet-transfer', amount: 0, balanceAfter: 100_000, reference: 'PG' }),
        record(1),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Account record' });
    expect(queries()[0]).toEqual({ startDate: '2025-02-24', endDate: '2025-03-02', pageNo: '1', pageSize: '20' });
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Type', 'Amount', 'Balance after', 'Reference', 'Remark']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(rows[0] as HTMLElement).map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/03\/01\/2025.*08:30:45/),
      'Upline transfer',
      '-25.00',
      '975.00',
      'agent1',
      '',
    ]);
    expect(cells(rows[0] as HTMLElement)[2]?.className).toContain('is-out');
    expect(
      cells(rows[2] as HTMLElement)
        .map((cell) => cell.textContent)
        .slice(1, 5),
    ).toEqual(['Adjustment', '+1,000.00', '1,000.00', 'ADJ-1']);
    expect(cells(rows[2] as HTMLElement)[2]?.className).toContain('is-in');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('filters by type and by the 30-day preset, starting again at page 1', async () => {
    const { queries } = await renderRecord(page([record(1)], 3));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(queries().at(-1)?.pageNo).toBe('2'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'transfer-upline' } });
    await vi.waitFor(() => expect(queries().at(-1)).toMatchObject({ type: 'transfer-upline', pageNo: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await vi.waitFor(() =>
      expect(queries().at(-1)).toMatchObject({
        startDate: '2025-02-01',
        endDate: '2025-03-02',
        type: 'transfer-upline',
      }),
    );
    expect(screen.getByRole('button', { name: 'Previous 30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    await vi.waitFor(() => expect(queries().at(-1)?.type).toBeUndefined());
  });

  it('takes custom dates and refuses a start after the end', async () => {
    const { queries } = await renderRecord(page([record(1)]));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-10' } });
    await vi.waitFor(() => expect(queries().at(-1)).toMatchObject({ startDate: '2025-01-10', endDate: '2025-03-02' }));
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe('false');
    const count = queries().length;
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2025-01-01' } });
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(queries()).toHaveLength(count);
  });

  it('pages with previous and next', async () => {
    const { queries } = await renderRecord(page([record(1)], 2));
    const pager = within(await screen.findByRole('navigation', { name: 'Account record pages' }));
    expect(pager.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await pager.findByText('Page 2 of 2')).toBeTruthy();
    expect(pager.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(pager.getByRole('button', { name: 'Previous' }));
    expect(await pager.findByText('Page 1 of 2')).toBeTruthy();
    expect(queries().map((query) => query.pageNo)).toEqual(['1', '2', '1']);
  });

  it('says so when nothing matches', async () => {
    await renderRecord(page([]));
    expect(await screen.findByText('No records for these filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
