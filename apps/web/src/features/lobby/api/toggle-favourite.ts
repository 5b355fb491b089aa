import { addFavouriteGame, type GameItem, removeFavouriteGame } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { LOBBY_KEY } from './get-games.ts';

/** Adds or removes a favourite depending on its current state (site-shell §4). */
export const toggleFavourite = (game: Pick<GameItem, 'nodeId' | 'vendor' | 'gameType' | 'isFavourite'>) =>
  call(game.isFavourite ? removeFavouriteGame : addFavouriteGame, {
    body: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType },
  });

export const useToggleFavourite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavourite,
    // Cached pages carry the old marks: stale now (the hot list, in use, refetches). The visible list is updated by its caller.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOBBY_KEY }),
  });
};
