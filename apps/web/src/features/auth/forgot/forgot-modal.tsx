import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSwitch } from '../../../lib/brand.ts';
import { Modal } from '../../../ui/modal/modal.tsx';
import { ModeTabs } from '../mode-tabs.tsx';
import { ForgotByEmail } from './forgot-by-email.tsx';
import { ForgotByPhone } from './forgot-by-phone.tsx';
import '../login-form.css';

/** Forgot password (site-shell §2): by e-mail, or by mobile when the brand's FORGOT_BY_PHONE switch is on. */
export function ForgotModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const byPhone = useSwitch('FORGOT_BY_PHONE');
  const [picked, setPicked] = useState<'email' | 'mobileNum'>('email');
  const way = byPhone ? picked : 'email';
  return (
    <Modal open={open} onClose={onClose} title={t('forgotTitle')} width={460} height={0} className="auth-modal">
      {byPhone && (
        <ModeTabs
          label={t('forgotWay')}
          options={['email', 'mobileNum'] as const}
          selected={way}
          onSelect={setPicked}
          text={(option) => t(option === 'email' ? 'byEmail' : 'byMobile')}
        />
      )}
      {way === 'email' ? <ForgotByEmail onDone={onClose} /> : <ForgotByPhone />}
    </Modal>
  );
}
