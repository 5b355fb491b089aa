import { MISSION_BOARD_PERIODS } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { ToggleGroup } from '../../../ui/form/toggle-group.tsx';
import { type BoardPeriod, useMissionBoard } from './api/mission-leaderboard.ts';
import '../../../ui/money/money-table.css';

/** Who claimed the most mission rewards this week or month (accounts masked), and the member's own place. */
export function MissionBoard() {
  const { t } = useTranslation('missions');
  const money = useMoneyText();
  const [period, setPeriod] = useState<BoardPeriod>('week');
  const board = useMissionBoard(period);
  const data = board.data;
  return (
    <section className="mission-board" aria-labelledby="mission-board-heading">
      <div className="mission-board-top">
        <h4 id="mission-board-heading" className="mission-board-heading">
          {t('board.heading')}
        </h4>
        <ToggleGroup
          legend={t('board.period')}
          choices={MISSION_BOARD_PERIODS.map((value) => ({ value, label: t(`board.${value}`) }))}
          value={period}
          onChange={setPeriod}
        />
      </div>
      <ErrorAlert error={board.error} />
      {data && (
        <>
          <p className="mission-board-range">{t('board.range', { from: data.from, to: data.to })}</p>
          {data.list.length === 0 ? (
            <p className="mission-empty">{t('board.empty')}</p>
          ) : (
            <div className="money-table-scroll">
              <table className="money-table mission-board-table">
                <thead>
                  <tr>
                    <th scope="col">{t('board.rank')}</th>
                    <th scope="col">{t('board.player')}</th>
                    <th scope="col">{t('board.missions')}</th>
                    <th scope="col">{t('board.reward')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={`${row.rank}-${row.account}`}>
                      <td>{row.rank}</td>
                      <td>{row.account}</td>
                      <td>{row.missions}</td>
                      <td>{money(row.reward)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="mission-board-me">
            {data.me.rank === null
              ? t('board.notRanked')
              : t('board.me', { rank: data.me.rank, missions: data.me.missions, reward: money(data.me.reward) })}
          </p>
        </>
      )}
    </section>
  );
}
