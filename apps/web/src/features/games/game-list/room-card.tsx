import { formatMoney, type Room } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { RoomRoad } from './room-road.tsx';

/** One table: its limits, how full it is, its road and a way in (none while it is under maintenance). */
export function RoomCard({ room, onPlay }: { room: Room; onPlay: (room: Room) => void }) {
  const { t } = useTranslation('games');
  const symbol = useBrand().merchant.currencySymbol;
  const open = room.status === 'open';
  return (
    <article className="room-card" aria-label={room.name}>
      <header className="room-card-head">
        <h3 className="room-card-name">{room.name}</h3>
        <span className={`room-status is-${room.status}`}>{t(`rooms.status.${room.status}`)}</span>
      </header>
      <dl className="room-facts">
        <div>
          <dt>{t('rooms.limits')}</dt>
          <dd>
            {symbol}
            {formatMoney(room.minBet)} – {symbol}
            {formatMoney(room.maxBet)}
          </dd>
        </div>
        <div>
          <dt>{t('rooms.players')}</dt>
          <dd>{t('rooms.seats', { players: room.players, seats: room.seats })}</dd>
        </div>
      </dl>
      <RoomRoad road={room.road} />
      <button
        type="button"
        className="button room-play"
        disabled={!open}
        aria-label={t('rooms.play', { name: room.name })}
        onClick={() => onPlay(room)}
      >
        {open ? t('rooms.enter') : t('rooms.status.maintenance')}
      </button>
    </article>
  );
}
