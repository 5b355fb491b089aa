import { type Language, roomList } from '@arcadia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api.ts';

/** Rooms change hands and roads grow: asked again while the list is open. */
const ROOMS_REFRESH_MS = 10_000;

/** One vendor's table rooms with their latest road (GLS2_roomList). */
export const roomListQuery = (vassalage: string, language: Language) =>
  queryOptions({
    queryKey: ['games', 'rooms', vassalage, language],
    queryFn: ({ signal }) => call(roomList, { query: { vassalage, language }, signal }),
    refetchInterval: ROOMS_REFRESH_MS,
  });

export const useRoomList = (vassalage: string, language: Language) => useQuery(roomListQuery(vassalage, language));
