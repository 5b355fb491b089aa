import { houseRounds, type ValueOf } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';

type Round = ValueOf<typeof houseRounds>['list'][number];
interface Played {
  shoeNo?: number;
  handNo?: number;
  winner?: 'P' | 'B' | 'T';
  playerTotal?: number;
  bankerTotal?: number;
}

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The player's last hands at this table, newest first: which hand, how it went, the bet and what came back. */
export function HandHistory({ version }: { version: number }) {
  const { t, api, session, formatMoney, showError } = useShell();
  const [rounds, setRounds] = useState<Round[] | null>(null);
  useEffect(() => {
    void version;
    api
      .call(houseRounds, { query: { gameCode: session.gameCode, limit: 20 } })
      .then((answer) => setRounds(answer.list.filter((round) => round.state !== 'refused')))
      .catch(showError);
  }, [api, session.gameCode, version, showError]);

  if (rounds === null) return <p className="muted">{t('shell.loading')}</p>;
  if (rounds.length === 0) return <p className="muted empty">{t('history.empty')}</p>;
  return (
    <div className="history-wrap">
      <table className="history">
        <thead>
          <tr>
            <th>{t('history.time')}</th>
            <th>{t('bac.road')}</th>
            <th className="num">{t('history.stake')}</th>
            <th className="num">{t('history.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => {
            const play = round.play as Played;
            const voided = round.state === 'refunded' || round.state === 'refunding';
            const open = round.state === 'betting' || round.state === 'open';
            const payout = round.payout ?? 0;
            return (
              <tr key={round.roundId} className={!open && !voided && payout > round.stake ? 'won' : undefined}>
                <td>{time(round.at)}</td>
                <td>
                  {play.winner && !voided ? (
                    <span className="bac-history-hand">
                      <span className={`bac-fair-winner ${play.winner}`}>{t(`bac.short.${play.winner}`)}</span>
                      <span className="muted small">
                        {t('bac.hand', { no: `${play.shoeNo}-${play.handNo}` })} · {play.playerTotal}–{play.bankerTotal}
                      </span>
                    </span>
                  ) : voided ? (
                    t('history.state.void')
                  ) : (
                    t('history.state.open')
                  )}
                </td>
                <td className="num">{formatMoney(round.stake)}</td>
                <td className="num payout">{open || voided ? '—' : formatMoney(payout)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
