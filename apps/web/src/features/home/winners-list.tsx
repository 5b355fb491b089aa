import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { useWinnerBoard } from './get-winner-board.ts';
import './winners-list.css';

/** Latest winners on the home page: masked player, game and win, largest first. */
export function WinnersList() {
  const { t } = useTranslation('home');
  const money = useMoneyText();
  const { data, isPending, isError, refetch } = useWinnerBoard();
  return (
    <section className="home-section" aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className="home-section-title">
        {t('winners.title')}
      </h2>
      {isError ? (
        <div className="home-error" role="alert">
          <p>{t('winners.error')}</p>
          <button type="button" className="button" onClick={() => refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : data?.length === 0 ? (
        <p className="winners-empty">{t('winners.empty')}</p>
      ) : (
        <ol className="winners-list" aria-busy={isPending || undefined} aria-label={t('winners.title')}>
          {data?.map((winner, rank) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a board row is its rank; two wins may share time and game.
            <li key={rank} className="winners-row">
              <span className="winners-rank" aria-hidden="true">
                {rank + 1}
              </span>
              <span className="winners-who">
                <strong>{winner.customerName}</strong>
                <span>{winner.gameName}</span>
              </span>
              <span className="winners-amount">
                <span className="visually-hidden">{t('winners.won')} </span>
                {money(winner.winAmount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
