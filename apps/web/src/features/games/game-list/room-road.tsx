import type { BaccaratWinner, RoadEntry } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';

const WINNER_KEY: Record<BaccaratWinner, string> = { P: 'player', B: 'banker', T: 'tie' };

/**
 * A room's bead plate: its latest hands, oldest first, filling six-row
 * columns. Colour is not the only cue: each bead carries its letter, and the
 * counts are spelled out for assistive technology.
 */
export function RoomRoad({ road }: { road: readonly RoadEntry[] }) {
  const { t } = useTranslation('games');
  const counts = { P: 0, B: 0, T: 0 };
  for (const hand of road) counts[hand.winner] += 1;
  const summary = t('rooms.roadSummary', { banker: counts.B, player: counts.P, tie: counts.T });
  if (road.length === 0) return <p className="room-road-empty">{t('rooms.noHands')}</p>;
  return (
    <div className="room-road" role="img" aria-label={summary}>
      {road.map((hand, at) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a road is positional; a hand has no id.
          key={at}
          className={`room-bead is-${WINNER_KEY[hand.winner]}${hand.playerPair || hand.bankerPair ? ' has-pair' : ''}`}
          aria-hidden="true"
        >
          {t(`rooms.bead.${WINNER_KEY[hand.winner]}`)}
        </span>
      ))}
    </div>
  );
}
