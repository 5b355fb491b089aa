import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useUi } from '../../../lib/ui-store.ts';

/** Whether a failed transfer was refused for want of a payment password. */
export const needsPaymentPassword = (error: unknown) =>
  error instanceof ApiError && error.code === 'payment-password-not-set';

/** Transfers need a payment password: says so and leads to My account, where it is set. */
export function PaymentPasswordHint() {
  const { t } = useTranslation('wallet');
  const openMemberPanel = useUi((state) => state.openMemberPanel);
  return (
    <p className="form-hint transfer-hint">
      {t('password.hint')}{' '}
      <button type="button" className="transfer-link" onClick={() => openMemberPanel('securityCenter')}>
        {t('password.goSet')}
      </button>
    </p>
  );
}
