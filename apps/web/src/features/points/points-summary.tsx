import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { usePointBalance } from './api/point-balance.ts';
import { usePointConfig } from './api/point-config.ts';
import { ConvertForm } from './convert-form.tsx';

/** The member's points, what they are worth, how they are earned, and the conversion form on demand. */
export function PointsSummary() {
  const { t, i18n } = useTranslation('points');
  const money = useMoneyText();
  const balance = usePointBalance(true);
  const config = usePointConfig(i18n.language, true);
  const [converting, setConverting] = useState(false);
  const number = (value: number) => value.toLocaleString('en-US');

  return (
    <section className="points-summary" aria-label={t('summary.label')}>
      <ErrorAlert error={balance.error} />
      <div className="points-card">
        <div className="points-figure">
          <span className="points-label">{t('summary.balance')}</span>
          <strong className="points-balance" data-testid="points-balance">
            {balance.data ? number(balance.data.balance) : '—'}
          </strong>
        </div>
        <div className="points-facts">
          {balance.data && <span>{t('summary.earned', { points: number(balance.data.totalEarned) })}</span>}
          {balance.data && <span>{t('summary.worth', { amount: money(balance.data.convertibleAmount) })}</span>}
          {config.data && <span>{t('summary.rate', { unit: money(config.data.amountRequired) })}</span>}
        </div>
        {!converting && (
          <button type="button" className="button button-ghost" onClick={() => setConverting(true)}>
            {t('summary.convert')}
          </button>
        )}
      </div>
      {converting && balance.data && config.data && (
        <ConvertForm balance={balance.data.balance} config={config.data} onClose={() => setConverting(false)} />
      )}
    </section>
  );
}
