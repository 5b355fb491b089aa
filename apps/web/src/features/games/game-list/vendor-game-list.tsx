import type { GameItem, Room } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useArtUrl } from '../../../lib/brand-look.ts';
import { type StartableGame, useGameStart } from '../../../lib/game-start.ts';
import type { GameListPopup } from '../../../lib/ui-store.ts';
import { useSiteLanguage } from '../site-language.ts';
import { useRoomList } from './api/room-list.ts';
import { useVendorGames } from './api/vendor-games.ts';
import { RoomCard } from './room-card.tsx';

/** From the popup everything starts as a single game; the vendor's own VASSALAGE mark would open the list again. */
const fromRoom = (room: Room): StartableGame => ({
  gameType: room.gameType,
  isGame: 'GAME',
  vassalage: room.vendor,
  vendor: room.vendor,
  accountTypeName: room.vendor,
  gameCode: room.gameCode,
  name: room.name,
});

const fromItem = (game: GameItem): StartableGame => ({ ...game, isGame: 'GAME' });

/**
 * A popup vendor's tables (GLS2_roomList) or, for a vendor without rooms, its
 * games a page at a time. Choosing one starts it through the game-start rules.
 */
export function VendorGameList({ popup, onStarted }: { popup: GameListPopup; onStarted: () => void }) {
  const { t } = useTranslation('games');
  const language = useSiteLanguage();
  const start = useGameStart();
  const art = useArtUrl();
  const rooms = useRoomList(popup.vendor, language);
  const noRooms = rooms.isSuccess && rooms.data.list.length === 0;
  const games = useVendorGames(popup.vendor, popup.gameType, language, noRooms);
  const play = async (game: StartableGame) => {
    if (await start(game)) onStarted();
  };

  if (rooms.isPending || (noRooms && games.isPending)) {
    return (
      <p className="game-list-status" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  }
  const failed = rooms.isError ? rooms : games.isError ? games : null;
  if (failed) {
    return (
      <div className="game-list-status" role="alert">
        <p>{t('rooms.error')}</p>
        <button type="button" className="button" onClick={() => failed.refetch()}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (!noRooms) {
    return (
      <ul className="room-grid" aria-label={t('rooms.title')}>
        {rooms.data?.list.map((room) => (
          <li key={room.roomId}>
            <RoomCard room={room} onPlay={() => void play(fromRoom(room))} />
          </li>
        ))}
      </ul>
    );
  }
  const items = games.data?.pages.flatMap((page) => page.games) ?? [];
  if (items.length === 0) return <p className="game-list-status">{t('rooms.empty')}</p>;
  return (
    <>
      <ul className="popup-games" aria-label={t('rooms.games')}>
        {items.map((game) => (
          <li key={game.nodeId}>
            <button type="button" className="popup-game" onClick={() => void play(fromItem(game))}>
              <img src={art(game.image)} alt="" loading="lazy" width={120} height={120} />
              <span>{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {games.hasNextPage && (
        <button
          type="button"
          className="button button-ghost popup-more"
          disabled={games.isFetchingNextPage}
          onClick={() => void games.fetchNextPage()}
        >
          {t('rooms.more')}
        </button>
      )}
    </>
  );
}
