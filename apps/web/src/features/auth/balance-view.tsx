import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useBalance } from '../../lib/balance.ts';
import { useBrand } from '../../lib/brand.ts';
import { EyeIcon } from './fields/eye-icon.tsx';

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
        <EyeIcon size={16} crossed={hidden} />
      </button>
    </span>
  );
}
