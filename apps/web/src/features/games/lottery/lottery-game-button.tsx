import type { LotteryGame } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { timeLeft } from './use-now.ts';

interface Props {
  game: LotteryGame;
  selected: boolean;
  nowMs: number;
  onChoose: (game: LotteryGame) => void;
}

/** One lottery to choose: its name, the draw taking bets with the time left to bet, and the last special prize. */
export function LotteryGameButton({ game, selected, nowMs, onChoose }: Props) {
  const { t } = useTranslation('games');
  const left = timeLeft(game.next.closeAt, nowMs);
  return (
    <button
      type="button"
      className={`lottery-game${selected ? ' is-selected' : ''}`}
      aria-pressed={selected}
      onClick={() => onChoose(game)}
    >
      <span className="lottery-game-name">{game.name}</span>
      <span className="lottery-game-draw">
        {t('lottery.issue', { issue: game.next.issue })}
        {' · '}
        {left ? t('lottery.closesIn', { time: left }) : t('lottery.drawing')}
      </span>
      {game.lastSpecial && (
        <span className="lottery-game-last">{t('lottery.lastSpecial', { number: game.lastSpecial })}</span>
      )}
    </button>
  );
}
