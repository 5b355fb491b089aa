import { type GameCategory, gameList, type Language } from '@arcadia/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** A vendor's games, 15 a page, for a vendor whose card opens a popup list. */
export const vendorGamesQuery = (vassalage: string, gameType: GameCategory, language: Language) =>
  infiniteQueryOptions({
    queryKey: ['games', 'vendor-games', vassalage, gameType, language],
    queryFn: ({ pageParam, signal }) =>
      call(gameList, { query: { vassalage, gameType, language, pageNo: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });

export const useVendorGames = (vassalage: string, gameType: GameCategory, language: Language, enabled: boolean) =>
  useInfiniteQuery({ ...vendorGamesQuery(vassalage, gameType, language), enabled });
