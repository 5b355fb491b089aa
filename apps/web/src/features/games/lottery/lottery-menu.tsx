import type { LotteryGame, LotteryMenuGroup } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { LotteryGameButton } from './lottery-game-button.tsx';
import { useNow } from './use-now.ts';

interface LotteryMenuProps {
  groups: readonly LotteryMenuGroup[];
  selectedCode: string | null;
  onChoose: (game: LotteryGame) => void;
}

/** The brand's lotteries by region (the menu from /lgw/vn/games/game_menu). */
export function LotteryMenu({ groups, selectedCode, onChoose }: LotteryMenuProps) {
  const { t } = useTranslation('games');
  const now = useNow();
  return (
    <nav className="lottery-menu" aria-label={t('lottery.menu')}>
      {groups.map((group) => (
        <section key={group.region} className="lottery-region" aria-label={group.title}>
          <h3 className="lottery-region-title">{group.title}</h3>
          <ul className="lottery-games">
            {group.games.map((game) => (
              <li key={game.gameCode}>
                <LotteryGameButton
                  game={game}
                  selected={game.gameCode === selectedCode}
                  nowMs={now}
                  onChoose={onChoose}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

interface LotteryShortcutsProps {
  title: string;
  games: readonly (LotteryGame & { tickets?: number })[];
  selectedCode: string | null;
  onChoose: (game: LotteryGame) => void;
}

/** A short list of lotteries by name (recently played, popular), each a way to choose it. */
export function LotteryShortcuts({ title, games, selectedCode, onChoose }: LotteryShortcutsProps) {
  const { t } = useTranslation('games');
  if (games.length === 0) return null;
  return (
    <section className="lottery-shortcuts" aria-label={title}>
      <h3 className="lottery-region-title">{title}</h3>
      <ul className="lottery-chips">
        {games.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className={`lottery-chip${game.gameCode === selectedCode ? ' is-selected' : ''}`}
              aria-pressed={game.gameCode === selectedCode}
              onClick={() => onChoose(game)}
            >
              {game.name}
              {game.tickets !== undefined && game.tickets > 0 && (
                <span className="lottery-chip-count">{t('lottery.tickets', { count: game.tickets })}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
