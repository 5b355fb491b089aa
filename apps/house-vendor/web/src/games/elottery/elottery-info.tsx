import { multiplier, percent } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import type { ElotteryGameView } from './slip-bet.ts';
import type { ElotteryBetTypes } from './use-elottery.ts';

/** A chance as read: a percentage, or "1 in N" where a percentage would round to nothing. */
const chanceText = (chance: number, oneIn: (n: string) => string) =>
  chance >= 0.0001 ? percent(chance, 2) : oneIn(Math.round(1 / chance).toLocaleString('en-US'));

/** The info sheet: every bet type with what it pays at each level, its chance and its exact RTP, and the limits. */
export function ElotteryInfo(props: { betTypes: ElotteryBetTypes | null; view: ElotteryGameView }) {
  const { t, formatMoney } = useShell();
  const { betTypes, view } = props;
  if (!betTypes) return <p className="muted">{t('shell.loading')}</p>;
  const oneIn = (n: string) => t('draw.rules.oneIn', { n });
  return (
    <div className="dg-rules">
      <p className="small muted">{t('draw.rules.intro')}</p>
      <table className="dg-table">
        <thead>
          <tr>
            <th scope="col">{t('draw.rules.betType')}</th>
            <th scope="col" className="num">
              {t('draw.rules.pays')}
            </th>
            <th scope="col" className="num">
              {t('draw.rules.chance')}
            </th>
            <th scope="col" className="num">
              {t('draw.rules.rtp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {betTypes.betTypes.map((row) => (
            <tr key={row.key}>
              <th scope="row">{view.typeName(t, row)}</th>
              <td className="num">
                {row.pays.length === 1
                  ? multiplier(row.pays[0]?.odds ?? 0, 100)
                  : row.pays.map((pay) => (
                      <span key={pay.level} className="dg-level">
                        {view.levelName(t, pay.level)}: {multiplier(pay.odds, 100)}
                      </span>
                    ))}
              </td>
              <td className="num">
                {row.pays.length === 1
                  ? chanceText(row.pays[0]?.chance ?? 0, oneIn)
                  : row.pays.map((pay) => (
                      <span key={pay.level} className="dg-level">
                        {chanceText(pay.chance, oneIn)}
                      </span>
                    ))}
              </td>
              <td className="num">{percent(row.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        {t('draw.rules.limits', {
          min: formatMoney(betTypes.minStake),
          max: formatMoney(betTypes.maxStake),
          bets: betTypes.maxBets,
        })}
      </p>
    </div>
  );
}
