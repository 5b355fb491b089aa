import type { QueryClient } from '@tanstack/react-query';
import { refreshMoney } from '../balance.ts';

/** Every promotion query (lists, pages, fairness) has a key under this. */
export const PROMOTIONS_KEY = ['promotions'] as const;

/**
 * After a join, application, claim or draw: the promotions' states and every money figure
 * (balance, bonus details, reward centre; refreshMoney asks for the badge counts too) again.
 */
export const refreshRewards = (client: QueryClient) =>
  Promise.all([refreshMoney(client), client.invalidateQueries({ queryKey: PROMOTIONS_KEY })]);
