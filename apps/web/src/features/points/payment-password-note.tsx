import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api.ts';
import { useUi } from '../../lib/ui-store.ts';

/** Redeeming and converting need a payment password: when it is missing, the way to My account, where it is set. */
export function PaymentPasswordNote({ error }: { error: unknown }) {
  const { t } = useTranslation('points');
  const openMemberPanel = useUi((ui) => ui.openMemberPanel);
  if (!(error instanceof ApiError) || error.code !== 'payment-password-not-set') return null;
  return (
    <button type="button" className="link-button" onClick={() => openMemberPanel('securityCenter')}>
      {t('redeem.setPassword')}
    </button>
  );
}
