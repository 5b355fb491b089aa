import { useTranslation } from '../../../i18n/react.tsx';
import { useConsolidatedFunds } from '../../../lib/funds.ts';
import { useMoneyText } from '../../../lib/money-text.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';

/** Where the member's money is: total, main, game wallets, held by withdrawals, deposits on their way. */
export function FundsSummary() {
  const { t } = useTranslation('wallet');
  const money = useMoneyText();
  const { data, error } = useConsolidatedFunds();
  const rows = data
    ? [
        { key: 'total', label: t('funds.total'), value: data.sumBalance },
        { key: 'main', label: t('funds.main'), value: data.mainBalance },
        { key: 'vendor', label: t('funds.vendor'), value: data.vendorBalance },
        { key: 'withdrawal', label: t('funds.pendingWithdrawal'), value: data.pendingWithdrawal },
        { key: 'deposit', label: t('funds.pendingDeposit'), value: data.pendingDeposit },
      ]
    : [];
  return (
    <section className="wallet-section" aria-labelledby="wallet-funds-heading" aria-busy={!data && !error}>
      <h4 id="wallet-funds-heading" className="wallet-heading">
        {t('funds.heading')}
      </h4>
      <ErrorAlert error={error} />
      {data && (
        <dl className="wallet-funds">
          {rows.map((row) => (
            <div key={row.key} className={row.key === 'total' ? 'wallet-fund is-total' : 'wallet-fund'}>
              <dt>{row.label}</dt>
              <dd>{money(row.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {data && <p className="form-hint">{t('funds.hint')}</p>}
    </section>
  );
}
