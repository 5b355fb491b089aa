import { houseRounds, type ValueOf } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { multiplier } from '../lib/money.ts';
import { verifyLink } from '../lib/verify-link.ts';
import { LinkIcon, LockIcon } from './icons.tsx';
import { useShell } from './shell-context.tsx';

type Round = ValueOf<typeof houseRounds>['list'][number];

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The player's last bets of this game, newest first, each with its way to the verifier. */
export function RoundHistory() {
  const { t, api, session, family, roundsVersion, formatMoney, showError, lang } = useShell();
  const [rounds, setRounds] = useState<Round[] | null>(null);
  useEffect(() => {
    // The version is what asks again: a round settled or the seeds changed.
    void roundsVersion;
    api
      .call(houseRounds, { query: { gameCode: session.gameCode, limit: 20 } })
      .then((answer) => setRounds(answer.list.filter((round) => round.state !== 'refused')))
      .catch(showError);
  }, [api, session.gameCode, roundsVersion, showError]);

  if (rounds === null) return <p className="muted">{t('shell.loading')}</p>;
  if (rounds.length === 0) return <p className="muted empty">{t('history.empty')}</p>;
  return (
    <div className="history-wrap">
      <table className="history">
        <thead>
          <tr>
            <th>{t('history.time')}</th>
            <th className="num">{t('history.stake')}</th>
            <th className="num">{t('bet.multiplier')}</th>
            <th className="num">{t('history.payout')}</th>
            <th>
              <span className="sr-only">{t('history.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => {
            const open = round.state === 'open' || round.state === 'betting';
            const voided = round.state === 'refunded' || round.state === 'refunding';
            const payout = round.payout ?? 0;
            return (
              <tr key={round.roundId} className={!open && !voided && payout > round.stake ? 'won' : undefined}>
                <td>{time(round.at)}</td>
                <td className="num">{formatMoney(round.stake)}</td>
                <td className="num">
                  {open
                    ? t('history.state.open')
                    : voided
                      ? t('history.state.void')
                      : multiplier(Math.round((payout * 100) / round.stake), 100)}
                </td>
                <td className="num payout">{open || voided ? '—' : formatMoney(payout)}</td>
                <td className="verify-cell">
                  {round.serverSeed ? (
                    <a
                      className="link"
                      href={verifyLink(family, round, '/verify/', lang)}
                      target="_blank"
                      rel="noopener"
                      aria-label={`${t('history.verify')} ${round.roundId}`}
                    >
                      <LinkIcon />
                    </a>
                  ) : (
                    <span className="history-locked" title={t('history.hidden')}>
                      <LockIcon />
                      <span className="sr-only">{t('history.hidden')}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
