import { resetByEmail } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { useUi } from '../../lib/ui-store.ts';
import { AuthForm } from './auth-form.tsx';
import { fieldErrors } from './error-message.ts';
import { newPasswordErrors } from './field-rules.ts';
import { NewPasswordFields } from './fields/new-password-fields.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import './auth.css';

/** /resetPassword?token=…: the page the reset e-mail links to, where a new password is set. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const { registerRules } = useBrand();
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, formError, busy, submit: run } = useAuthSubmit<'newPassword' | 'confirmPassword'>();
  const [done, setDone] = useState(false);

  const submit = () =>
    run(
      newPasswordErrors(registerRules, { newPassword, confirmPassword }, t),
      async () => {
        await call(resetByEmail, { body: { token, newPassword } });
        setDone(true);
      },
      // Only the password is the visitor's to fix; any other failure is the form's.
      (failure) => {
        const message = fieldErrors(failure).newPassword;
        return message ? { newPassword: message } : {};
      },
    );

  return (
    <section className="page-frame reset-page">
      <div className="reset-card">
        <h1 className="page-title">{t('resetTitle')}</h1>
        {!token ? (
          <p role="alert" className="form-error">
            {t('resetInvalid')}
          </p>
        ) : done ? (
          <div className="auth-form">
            <p role="status">{t('resetDone')}</p>
            <div className="auth-actions">
              <button type="button" className="button" onClick={() => openAuthModal('login')}>
                {t('login')}
              </button>
            </div>
          </div>
        ) : (
          <AuthForm onSubmit={submit} error={formError} busy={busy} submitLabel={t('submit')}>
            <NewPasswordFields
              values={{ newPassword, confirmPassword }}
              errors={errors}
              onNewPassword={setNewPassword}
              onConfirm={setConfirmPassword}
            />
          </AuthForm>
        )}
        <Link to="/" className="reset-home">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
