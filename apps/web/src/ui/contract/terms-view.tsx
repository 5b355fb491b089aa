import type { ContractTerms } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { type Column, MoneyTable } from '../money/money-table.tsx';
import { periodKey } from './terms-text.ts';
import './contract.css';

/** A contract's terms in full: how often it pays, then its tiers (or its real-time rates). */
export function TermsView({ terms, label }: { terms: ContractTerms; label: string }) {
  const { t } = useTranslation('contracts');
  const money = useMoneyText();
  const percent = (rate: number) => t('terms.percent', { rate });
  return (
    <div className="contract-terms">
      <p className="contract-period">
        {t('period.label')}: <strong>{t(`period.${periodKey(terms)}`)}</strong>
      </p>
      {terms.kind === 'realtime' ? (
        <dl className="contract-rates">
          <dt>{t('terms.profitRate')}</dt>
          <dd>{percent(terms.profitRate)}</dd>
          <dt>{t('terms.lossRate')}</dt>
          <dd>{percent(terms.lossRate)}</dd>
          <dt>{t('terms.singleBet')}</dt>
          <dd>{money(terms.singleBet)}</dd>
        </dl>
      ) : terms.kind === 'dividend' ? (
        <MoneyTable columns={dividendColumns(t)} caption={label} className="contract-tiers">
          {terms.tiers.map((tier) => (
            <tr key={`${tier.validBet}:${tier.profitLoss}:${tier.activeMembers}`}>
              <td className="is-number">{money(tier.validBet)}</td>
              <td className="is-number">{money(tier.profitLoss)}</td>
              <td className="is-number">{tier.activeMembers}</td>
              <td className="is-number">{percent(tier.rate)}</td>
            </tr>
          ))}
        </MoneyTable>
      ) : (
        <MoneyTable columns={wageColumns(t, terms.kind)} caption={label} className="contract-tiers">
          {terms.tiers.map((tier) => (
            <tr key={tier.betAmount}>
              <td className="is-number">{money(tier.betAmount)}</td>
              <td className="is-number">{percent(tier.rate)}</td>
            </tr>
          ))}
        </MoneyTable>
      )}
    </div>
  );
}

type T = (key: string) => string;

const wageColumns = (t: T, kind: 'daily' | 'hourly'): Column[] => [
  { label: t(kind === 'daily' ? 'terms.dailyBet' : 'terms.hourlyBet'), numeric: true },
  { label: t('terms.rate'), numeric: true },
];

const dividendColumns = (t: T): Column[] => [
  { label: t('terms.validBet'), numeric: true },
  { label: t('terms.profitLoss'), numeric: true },
  { label: t('terms.activeMembers'), numeric: true },
  { label: t('terms.rate'), numeric: true },
];
