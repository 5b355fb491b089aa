import { referralInfo } from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

export const INVITEES_PAGE_SIZE = 10;

/** The member's invite code and link, the referral rule, and one page of the friends invited. */
export const referralInfoQuery = (pageNo: number) =>
  queryOptions({
    queryKey: ['referral', pageNo],
    queryFn: ({ signal }) => call(referralInfo, { query: { pageNo, pageSize: INVITEES_PAGE_SIZE }, signal }),
  });

export const useReferralInfo = (pageNo: number) =>
  useQuery({ ...referralInfoQuery(pageNo), placeholderData: keepPreviousData });
