import { useTranslation } from '../../i18n/react.tsx';
import { useSwitch } from '../../lib/brand.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { LoginForm } from './login-form.tsx';
import { VisitorActions } from './visitor-actions.tsx';

/** The login popup: the header's form in a modal, opened by the login check and by /login. */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const directRegister = useSwitch('DIRECT_REGISTER');
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  return (
    <Modal open={open} onClose={onClose} title={t('loginTitle')} width={440} height={0} className="auth-modal">
      <LoginForm variant="popup" />
      <div className="auth-alt">
        <VisitorActions register={false} />
        {directRegister && (
          <p className="auth-switch">
            {t('noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => openAuthModal('register')}>
              {t('register')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}
