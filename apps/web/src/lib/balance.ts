import { walletBalance } from '@arcadia/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api.ts';
import { refreshCounts } from './centre-counts.ts';

/** The wallet balance in minor units, shown in the header strip. */
export const balanceQuery = () =>
  queryOptions({
    queryKey: ['balance'],
    queryFn: ({ signal }) => call(walletBalance, { signal }),
    staleTime: 15_000,
    // Failing: the slot stays empty rather than guessing.
    retry: false,
  });

export const useBalance = (enabled: boolean) => useQuery({ ...balanceQuery(), enabled });

/** Every query whose answer depends on the member's money; each page's queries use a key under ['money']. */
export const MONEY_KEY = ['money'] as const;

/**
 * After any movement of money (deposit, withdrawal, transfer, bet), the header
 * balance and every money page refresh, so nothing shows a stale figure; so do the
 * badges (a credited deposit brings a notice, bets move missions on).
 */
export const refreshMoney = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: balanceQuery().queryKey }),
    client.invalidateQueries({ queryKey: MONEY_KEY }),
    refreshCounts(client),
  ]);

/** A wallet's balance before and after one movement of money, in minor units. */
export interface BalanceMove {
  before: number;
  after: number;
}

/**
 * The one way a movement of money seen outside our own API calls (a house game's bet,
 * win or settled round) reaches the header: the total moves by the wallet's difference
 * at once (every wallet is part of the total), then every money figure is asked again so
 * the server has the last word. Without figures it only asks again.
 */
export function applyBalanceMove(client: QueryClient, move?: BalanceMove) {
  const change = move ? move.after - move.before : 0;
  if (change !== 0) {
    client.setQueryData(balanceQuery().queryKey, (old) => (old ? { sumBalance: old.sumBalance + change } : old));
  }
  return refreshMoney(client);
}
