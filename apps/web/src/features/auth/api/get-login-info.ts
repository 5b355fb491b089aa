import { loginInfo } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** This login and the one before it (time and IP), for the after-login welcome. */
export const loginInfoQuery = () =>
  queryOptions({
    queryKey: ['login-info'],
    queryFn: ({ signal }) => call(loginInfo, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLoginInfo = (enabled: boolean) => useQuery({ ...loginInfoQuery(), enabled });
