import { useTranslation } from '../../i18n/react.tsx';
import { useAccountWarning } from '../../lib/login-check.ts';
import { Dialog } from '../../ui/modal/dialog.tsx';

/** in_need_true_account (site-shell §8): a trial account or a centre switched off. */
export function AccountWarningDialog() {
  const { t } = useTranslation('auth');
  const { open, hide } = useAccountWarning();
  return (
    <Dialog
      open={open}
      onClose={hide}
      message={t('messages:in_need_true_account')}
      submitLabel={t('in_increase_submit')}
    />
  );
}
