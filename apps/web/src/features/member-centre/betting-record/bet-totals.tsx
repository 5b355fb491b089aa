import { formatMoney, type BetTotals as Totals } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.ts';

/** A signed amount: + for a win, the minus sign for a loss. */
export const signedMoney = (minor: number) => (minor > 0 ? `+${formatMoney(minor)}` : formatMoney(minor));
// Won is green, lost is red, even stays plain.
export const profitTone = (minor: number | null) =>
  minor === null ? '' : minor > 0 ? 'is-in' : minor < 0 ? 'is-out' : '';

/** The sums over every bet the filters match: how many, staked, paid out and the profit. */
export function BetTotals({ totals, label }: { totals: Totals; label: string }) {
  const { t } = useTranslation('bets');
  const symbol = useBrand().merchant.currencySymbol;
  return (
    <section className="bet-totals" aria-label={label}>
      <dl>
        <div>
          <dt>{t('betCount')}</dt>
          <dd>{totals.betCount}</dd>
        </div>
        <div>
          <dt>{t('stake')}</dt>
          <dd>
            {symbol}
            {formatMoney(totals.stake)}
          </dd>
        </div>
        <div>
          <dt>{t('payout')}</dt>
          <dd>
            {symbol}
            {formatMoney(totals.payout)}
          </dd>
        </div>
        <div>
          <dt>{t('profit')}</dt>
          <dd className={profitTone(totals.profit)}>{signedMoney(totals.profit)}</dd>
        </div>
      </dl>
    </section>
  );
}
