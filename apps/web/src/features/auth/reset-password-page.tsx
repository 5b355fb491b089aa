import { resetByEmail } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { useUi } from '../../lib/ui-store.ts';
import { errorMessage, fieldErrors } from './error-message.ts';
import { newPasswordMessage } from './field-rules.ts';
import { PasswordField } from './fields/password-field.tsx';
import './auth.css';

/** /resetPassword?token=…: the page the reset e-mail links to, where a new password is set. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') ?? '';
  const { registerRules } = useBrand();
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirm?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const found = {
      password: newPasswordMessage(registerRules, password, t),
      confirm: confirm === password ? null : t('messages:passwords-mismatch'),
    };
    setErrors(found);
    if (busy || found.password || found.confirm) return;
    setBusy(true);
    setFormError(null);
    try {
      await call(resetByEmail, { body: { token, newPassword: password } });
      setDone(true);
    } catch (failure) {
      const byField = fieldErrors(failure);
      if (byField.newPassword) setErrors({ password: byField.newPassword });
      else setFormError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

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
          <form
            className="auth-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <PasswordField
              label={t('changePassword.new')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              required
              autoComplete="new-password"
            />
            <PasswordField
              label={t('changePassword.confirm')}
              value={confirm}
              onChange={setConfirm}
              error={errors.confirm}
              required
              autoComplete="new-password"
            />
            {formError && (
              <p role="alert" className="form-error">
                {formError}
              </p>
            )}
            <div className="auth-actions">
              <button type="submit" className="button" disabled={busy}>
                {t('submit')}
              </button>
            </div>
          </form>
        )}
        <Link to="/" className="reset-home">
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
