import { formatMoney } from '@arcadia/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { Jackpot } from './jackpot.tsx';
import { jackpotAt } from './jackpot-value.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderWithSymbol = (currencySymbol: string) => {
  const client = new QueryClient();
  // Only the merchant's symbol is read; the rest of the brand does not matter here.
  client.setQueryData(permissionInfoQuery().queryKey, { merchant: { currencySymbol } } as never);
  return render(
    <QueryClientProvider client={client}>
      <Jackpot />
    </QueryClientProvider>,
  );
};

describe('Jackpot', () => {
  it('shows the time-derived figure with the brand symbol and steps every 3 s', () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 2, 3, 10, 0, 0);
    vi.setSystemTime(start + 1000);
    renderWithSymbol('₱');
    const jackpot = screen.getByTestId('jackpot');
    expect(jackpot.getAttribute('aria-label')).toBe(`₱${formatMoney(jackpotAt(start))}`);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(Number(jackpot.dataset.value)).toBe(jackpotAt(start) + 16511);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(Number(jackpot.dataset.value)).toBe(jackpotAt(start) + 2 * 16511);
    expect(screen.getByRole('img', { name: `₱${formatMoney(jackpotAt(start) + 2 * 16511)}` })).toBeTruthy();
  });

  it('falls back to the default symbol', () => {
    renderWithSymbol('');
    expect(screen.getByTestId('jackpot').getAttribute('aria-label')).toMatch(/^P\d/);
  });
});
