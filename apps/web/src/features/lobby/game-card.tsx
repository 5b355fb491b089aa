import type { GameItem } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useArtUrl } from '../../lib/brand-look.ts';
import { useLazyImage } from './use-lazy-image.ts';

interface Props {
  game: GameItem;
  onStart: (game: GameItem) => void;
  onFavourite: (game: GameItem) => void;
  favouriteBusy: boolean;
}

/** A game: its picture (lazy, with a placeholder), its name, a favourite toggle; clicking starts it. */
export function GameCard({ game, onStart, onFavourite, favouriteBusy }: Props) {
  const { t } = useTranslation('lobby');
  const art = useArtUrl();
  const image = useLazyImage<HTMLDivElement>(art(game.image));
  return (
    <article className="game-card" data-testid={`game-${game.gameCode}`}>
      <button
        type="button"
        className="game-card-play"
        onClick={() => onStart(game)}
        aria-label={t('play', { name: game.name })}
      >
        <div ref={image.ref} className={`game-card-image game-card-image-${image.status}`}>
          {image.status !== 'loaded' && (
            <span className="game-card-placeholder" aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          )}
          {image.currentSrc && (
            <img src={image.currentSrc} alt="" onLoad={image.onLoad} onError={image.onError} decoding="async" />
          )}
        </div>
        <span className="game-card-name">{game.name}</span>
      </button>
      <button
        type="button"
        className={`game-card-favourite${game.isFavourite ? ' game-card-favourite-on' : ''}`}
        aria-pressed={game.isFavourite}
        aria-label={t(game.isFavourite ? 'removeFavourite' : 'addFavourite', { name: game.name })}
        disabled={favouriteBusy}
        onClick={() => onFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z" />
        </svg>
      </button>
    </article>
  );
}
