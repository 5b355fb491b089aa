import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.ts';
import { useBrand } from '../../lib/brand.ts';
import { useBalance } from './api/get-balance.ts';

/** Currency symbol and balance with an eye toggle; empty until the wallet answers. */
export function BalanceView() {
  const { t } = useTranslation('auth');
  const { merchant } = useBrand();
  const enabled = useAuth((auth) => auth.token !== null && !auth.mustChangePassword);
  const { data } = useBalance(enabled);
  const [hidden, setHidden] = useState(false);
  const minor = data?.sumBalance ?? null;
  if (minor === null) return <span className="account-balance" />;
  const symbol = merchant.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return (
    <span className="account-balance">
      <span className="visually-hidden">{t('balance')}</span>
      <span className="balance-symbol">{symbol}</span>
      <span className="balance-amount" data-testid="balance">
        {hidden ? '***' : formatMoney(minor)}
      </span>
      <button
        type="button"
        className="balance-eye"
        aria-label={t('showBalance')}
        aria-pressed={!hidden}
        onClick={() => setHidden((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          {hidden && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
        </svg>
      </button>
    </span>
  );
}
