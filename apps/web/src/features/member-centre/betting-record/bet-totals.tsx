import { formatMoney, type BetTotals as Totals } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrand } from '../../../lib/brand.ts';
import { moneyTone, signedMoney } from '../../../lib/money-text.ts';

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The sums over every bet the filters match: how many, staked, paid out and the profit. */
export function BetTotals({ totals, label }: { totals: Totals; label: string }) {
  const { t } = useTranslation('bets');
  const symbol = useBrand().merchant.currencySymbol;
  return (
    <section className="bet-totals" aria-label={label}>
      <dl>
        <Fact term={t('betCount')}>{totals.betCount}</Fact>
        <Fact term={t('stake')}>{`${symbol}${formatMoney(totals.stake)}`}</Fact>
        <Fact term={t('payout')}>{`${symbol}${formatMoney(totals.payout)}`}</Fact>
        <Fact term={t('profit')} className={moneyTone(totals.profit)}>
          {signedMoney(totals.profit)}
        </Fact>
      </dl>
    </section>
  );
}
