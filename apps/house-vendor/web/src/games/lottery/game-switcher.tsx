import { type LotteryGame, lotteryPageDraws } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';

export const LOTTERY_CODES = ['ARCV-VN-1', 'ARCV-VN-3', 'ARCV-VN-5'] as const;
const minutesOf = (code: string) => Number(/-(\d+)$/.exec(code)?.[1] ?? 0);

/** The three Vietnam lotteries (1, 3 and 5 minutes): the player switches between them on the page. */
export function GameSwitcher(props: { gameCode: string; onGame: (code: string) => void }) {
  const { t, api } = useShell();
  const [games, setGames] = useState<LotteryGame[]>([]);
  useEffect(() => {
    // Each game's name (in the player's language) and region, once; without them the codes' minutes do.
    let live = true;
    Promise.all(
      LOTTERY_CODES.map((gameCode) => api.call(lotteryPageDraws, { query: { gameCode } }).then((a) => a.game)),
    )
      .then((found) => live && setGames(found))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <nav className="lotto-games" aria-label={t('game.lottery')}>
      {LOTTERY_CODES.map((code) => {
        const game = games.find((g) => g.gameCode === code);
        return (
          <button
            key={code}
            type="button"
            aria-pressed={props.gameCode === code}
            title={game?.name}
            onClick={() => props.onGame(code)}
          >
            <strong className="lotto-game-every">{t('lotto.every', { n: minutesOf(code) })}</strong>
            {game ? <small className="lotto-game-region">{t(`lotto.${game.region}`)}</small> : null}
          </button>
        );
      })}
    </nav>
  );
}
