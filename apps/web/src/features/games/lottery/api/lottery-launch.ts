import { DEVICE, launchGame, type QueryInputOf } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

export type LotteryLaunch = Pick<
  QueryInputOf<typeof launchGame>,
  'vendor' | 'lottoGameCode' | 'lottoPrizeMode' | 'lottoView' | 'language' | 'backUrl'
>;

/**
 * The house lottery page's address for one lottery (betting view) or a
 * vendor's lottery lobby (site-shell §7 lobby launch). The address carries a
 * single-use token: asked once per choice, never cached beyond the page, never retried.
 */
export const lotteryLaunchQuery = (launch: LotteryLaunch) =>
  queryOptions({
    queryKey: ['game-launch', 'lottery', launch],
    queryFn: ({ signal }) =>
      call(launchGame, { query: { ...launch, lottoArea: 'VN', launchMode: 'LOTT', device: DEVICE }, signal }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useLotteryLaunch = (launch: LotteryLaunch, enabled: boolean) =>
  useQuery({ ...lotteryLaunchQuery(launch), enabled });
