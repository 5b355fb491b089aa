import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyBalanceMove, balanceQuery, MONEY_KEY } from './balance.ts';
import { centreCountsQuery } from './centre-counts.ts';

/** A cache holding a header balance, a money page's figure and the badge counts, none of them stale yet. */
function cache(sumBalance: number | null) {
  const client = new QueryClient();
  if (sumBalance !== null) client.setQueryData(balanceQuery().queryKey, { sumBalance });
  client.setQueryData([...MONEY_KEY, 'funds'], { mainBalance: 0 });
  client.setQueryData(centreCountsQuery().queryKey, { unreadCount: 0 });
  const header = () => client.getQueryData(balanceQuery().queryKey);
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, header, invalidated };
}

describe('applyBalanceMove', () => {
  it('moves the header total by the wallet’s difference at once: a bet down, a win up', async () => {
    const { client, header } = cache(100_000);
    await applyBalanceMove(client, { before: 40_000, after: 39_000 });
    expect(header()).toEqual({ sumBalance: 99_000 });
    await applyBalanceMove(client, { before: 39_000, after: 57_500 });
    expect(header()).toEqual({ sumBalance: 117_500 });
  });

  it('then has every money figure, the header and the badges asked for again', async () => {
    const { client, invalidated } = cache(100_000);
    await applyBalanceMove(client, { before: 500, after: 200 });
    expect(invalidated(balanceQuery().queryKey)).toBe(true);
    expect(invalidated([...MONEY_KEY, 'funds'])).toBe(true);
    expect(invalidated(centreCountsQuery().queryKey)).toBe(true);
  });

  it('leaves the figure alone for a round that cancels out, or a message without figures, and still asks again', async () => {
    const { client, header, invalidated } = cache(100_000);
    await applyBalanceMove(client, { before: 700, after: 700 });
    expect(header()).toEqual({ sumBalance: 100_000 });
    expect(invalidated(balanceQuery().queryKey)).toBe(true);
    client.setQueryData(balanceQuery().queryKey, { sumBalance: 100_000 });
    await applyBalanceMove(client);
    expect(header()).toEqual({ sumBalance: 100_000 });
    expect(invalidated(balanceQuery().queryKey)).toBe(true);
  });

  it('invents no figure when the header has none yet', async () => {
    const { client, header } = cache(null);
    await applyBalanceMove(client, { before: 1_000, after: 0 });
    expect(header()).toBeUndefined();
  });
});
