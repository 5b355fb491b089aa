import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSwitch } from '../../../lib/brand.ts';
import { Modal } from '../../../ui/modal/modal.tsx';
import { ModeTabs } from '../mode-tabs.tsx';
import type { RegisterVariant } from './register-fields.ts';
import { RegisterForm } from './register-form.tsx';
import '../login-form.css';
import './register.css';

/**
 * The registration modal. With both USERNAME_REGISTER and MOBILE_REGISTER on,
 * a toggle switches between the two variants; otherwise the one that is on.
 */
export function RegisterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const byUsername = useSwitch('USERNAME_REGISTER');
  const byMobile = useSwitch('MOBILE_REGISTER');
  const [picked, setPicked] = useState<RegisterVariant>('username');
  const variants: RegisterVariant[] =
    byUsername && byMobile ? ['username', 'mobile'] : byMobile ? ['mobile'] : ['username'];
  const variant = variants.includes(picked) ? picked : (variants[0] ?? 'username');
  const both = variants.length > 1;
  return (
    <Modal open={open} onClose={onClose} title={t('registerTitle')} width={680} height={0} className="auth-modal">
      {both && (
        <ModeTabs
          label={t('registerWay')}
          options={variants}
          selected={variant}
          onSelect={setPicked}
          text={(option) => t(option === 'username' ? 'mode.username' : 'mode.sms')}
        />
      )}
      <RegisterForm key={variant} variant={variant} />
    </Modal>
  );
}
