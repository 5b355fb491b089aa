import type { LotteryBetType } from '@arcadia/contracts';
import { multiplier, percent } from '../../lib/money.ts';
import { useShell } from '../../shell/shell-context.tsx';
import type { LotteryDraws } from './use-lottery.ts';

export const betTypeLabel = (betType: LotteryBetType) => `lotto.${betType}` as const;

/** The info sheet: each bet type's odds (stake included) and its exact RTP, and the purchase limits. */
export function LotteryInfo(props: { draws: LotteryDraws | null }) {
  const { t, formatMoney } = useShell();
  const { draws } = props;
  if (!draws) return <p className="muted">{t('shell.loading')}</p>;
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
              {t('draw.rules.rtp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {draws.betTypes.map((row) => (
            <tr key={row.betType}>
              <th scope="row">{t(betTypeLabel(row.betType))}</th>
              <td className="num">
                {multiplier(row.odds, 100)}
                {row.betType === 'LO' ? <small> {t('draw.slip.perMatch')}</small> : null}
              </td>
              <td className="num">{percent(row.rtp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        {t('draw.rules.limitsLotto', {
          min: formatMoney(draws.limits.minStake),
          max: formatMoney(draws.limits.maxStake),
          n: draws.limits.maxNumbers,
        })}
      </p>
    </div>
  );
}
