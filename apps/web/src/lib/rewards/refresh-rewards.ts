import type { QueryClient } from '@tanstack/react-query';
import { refreshMoney } from '../balance.ts';

/** Every promotion query (lists, pages, fairness) has a key under this. */
export const PROMOTIONS_KEY = ['promotions'] as const;

/** The member-centre badge counts' key (lib/centre-counts.ts, with the messages feature). */
const COUNTS_KEY = ['centre-counts'] as const;

/**
 * After a join, application, claim or draw: the promotions' states, every money figure
 * (balance, bonus details, reward centre) and the badge counts are asked for again.
 */
export const refreshRewards = (client: QueryClient) =>
  Promise.all([
    refreshMoney(client),
    client.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
    client.invalidateQueries({ queryKey: COUNTS_KEY }),
  ]);
