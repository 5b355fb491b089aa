import type { GameItem } from '@arcadia/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { GameCard } from './game-card.tsx';

interface Props {
  id: string;
  /** The tab that labels this panel. */
  labelledBy: string;
  games: readonly GameItem[];
  loading: boolean;
  failed: boolean;
  /** Whether paging has reached its end (no sentinel then). */
  more: boolean;
  favouriteBusy: number | null;
  onStart: (game: GameItem) => void;
  onFavourite: (game: GameItem) => void;
  onRetry: () => void;
  /** Called when the end of the list comes into view or leaves it. */
  onSentinel: (visible: boolean) => void;
}

/** The games of the current tab, paged by scrolling: a sentinel after the last card asks for the next page. */
export function GameList(props: Props) {
  const { id, labelledBy, games, loading, failed, more, favouriteBusy, onStart, onFavourite, onRetry, onSentinel } =
    props;
  const { t } = useTranslation('lobby');
  return (
    <div id={id} role="tabpanel" aria-labelledby={labelledBy} className="game-list-panel" aria-busy={loading}>
      {games.length > 0 && (
        <ul className="game-list" aria-label={t('games')}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                onStart={onStart}
                onFavourite={onFavourite}
                favouriteBusy={favouriteBusy === game.nodeId}
              />
            </li>
          ))}
        </ul>
      )}
      {!loading && !failed && games.length === 0 && <p className="game-list-empty">{t('empty')}</p>}
      {failed && (
        <p className="game-list-failed" role="alert">
          {t('failed')}{' '}
          <button type="button" className="button button-ghost" onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      )}
      {more && <Sentinel count={games.length} onSentinel={onSentinel} />}
      {loading && (
        <div className="game-list-loading" role="status">
          <span className="game-list-spinner" aria-hidden="true" />
          {t('loading')}
        </div>
      )}
    </div>
  );
}

/**
 * The mark after the last card; its observer lives as long as it does (it goes when the last page
 * is in). An effect, not a callback ref returning its clean-up: Preact 10 ignores what a ref returns.
 * It observes again after every page, so the first report says where the mark is now: Preact runs
 * effects after the frame, before the observer reports the mark pushed out by the page, and the
 * lobby took "still in view" from the report before and loaded page after page.
 */
function Sentinel({ count, onSentinel }: { count: number; onSentinel: (visible: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is the trigger (a page came in), not an input.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => onSentinel(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      onSentinel(false);
    };
  }, [onSentinel, count]);
  return <div ref={ref} className="game-list-sentinel" data-testid="game-list-sentinel" />;
}
