import { MIN_AGE } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSwitch } from '../../../lib/brand.ts';
import { Link } from '../../../lib/router/router.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { CheckboxField } from '../fields/checkbox-field.tsx';
import { SocialLogin } from '../social-login.tsx';
import { RegisterField } from './register-field.tsx';
import type { RegisterVariant } from './register-fields.ts';
import { useRegisterForm } from './use-register-form.ts';

/** The registration form of one variant (username or mobile); fields follow the brand's register rules. */
export function RegisterForm({ variant }: { variant: RegisterVariant }) {
  const { t } = useTranslation('auth');
  const firebase = useSwitch('FIREBASE_LOGIN');
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const closeAuthModal = useUi((ui) => ui.closeAuthModal);
  const form = useRegisterForm(variant);
  const { errors } = form;

  return (
    <form
      className="auth-form register-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {form.prefill.firebaseChannel && form.prefill.firebaseChannel !== 'sms' && (
        <p className="auth-hint">{t('identity.registerHint', { provider: t(form.prefill.firebaseChannel) })}</p>
      )}
      {form.prefill.referralCode && (
        <p className="auth-hint">{t('referralHint', { code: form.prefill.referralCode })}</p>
      )}
      <div className="register-grid">
        {form.fields.map((field) => (
          <RegisterField
            key={field.key}
            field={field}
            value={form.values[field.key] ?? ''}
            onChange={form.set(field.key)}
            error={errors[field.key]}
            countryCode={form.countryCode}
            onCountryCode={form.setCountryCode}
            sendCode={form.sendCode}
            validateMobile={form.validateMobile}
            captchaVersion={form.captchaVersion}
          />
        ))}
      </div>
      <div className="register-consents">
        <CheckboxField checked={form.agreeTerms} onChange={form.setAgreeTerms} error={errors.agreeTerms}>
          {t('agreeTerms')}{' '}
          <Link to="/help" onClick={closeAuthModal}>
            {t('userProtocol')}
          </Link>
        </CheckboxField>
        <CheckboxField checked={form.adult} onChange={form.setAdult} error={errors.adult}>
          {t('adult', { age: MIN_AGE })}
        </CheckboxField>
      </div>
      {form.formError && (
        <p role="alert" className="form-error">
          {form.formError}
        </p>
      )}
      <div className="auth-actions">
        <button type="button" className="button button-ghost" onClick={form.reset}>
          {t('reset')}
        </button>
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
          {t('register')}
        </button>
      </div>
      {firebase && (
        <div className="auth-alt">
          <p className="auth-divider">{t('orWith')}</p>
          <SocialLogin />
        </div>
      )}
      <p className="auth-switch">
        {t('haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal('login')}>
          {t('login')}
        </button>
      </p>
    </form>
  );
}
