import { redeemHistory } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { POINTS_KEY } from './points-key.ts';

export const REDEEM_PAGE_SIZE = 10;

/** One page of the member's redemptions, newest first. */
export const redeemHistoryQuery = (pageNo: number, lang: string) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'redemptions', pageNo, lang],
    queryFn: ({ signal }) => call(redeemHistory, { query: { pageNo, pageSize: REDEEM_PAGE_SIZE }, signal }),
  });

export const useRedeemHistory = (pageNo: number, lang: string) =>
  useQuery({ ...redeemHistoryQuery(pageNo, lang), placeholderData: keepPreviousData });
