import { smsNoLogin } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { call } from '../../lib/api.ts';
import { useSwitch } from '../../lib/brand.ts';
import { useUi } from '../../lib/ui-store.ts';
import { CaptchaField } from './fields/captcha-field.tsx';
import { CheckboxField } from './fields/checkbox-field.tsx';
import { CountryCodeSelect } from './fields/country-code-select.tsx';
import { GetCodeButton } from './fields/get-code-button.tsx';
import { PasswordField } from './fields/password-field.tsx';
import { TextField } from './fields/text-field.tsx';
import { ModeTabs } from './mode-tabs.tsx';
import { useLoginForm } from './use-login-form.ts';
import './login-form.css';

/**
 * The login form (site-shell §2): compact in the header, labelled in the
 * popup. Username mode, and mobile mode with an SMS code when the brand's
 * MOBILE_CODE_LOGIN switch is on.
 */
export function LoginForm({ variant }: { variant: 'header' | 'popup' }) {
  const { t } = useTranslation('auth');
  const mobileLogin = useSwitch('MOBILE_CODE_LOGIN');
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const { values, set, errors, state, submit, validateMobile } = useLoginForm();
  const compact = variant === 'header';
  const mode = mobileLogin ? values.mode : 'username';
  const message = (key: string | undefined) => (key ? t(`messages:${key}`) : null);

  return (
    <form
      className={`login-form login-form-${variant}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {mobileLogin && (
        <ModeTabs
          label={t('mode.label')}
          options={['username', 'sms'] as const}
          selected={mode}
          onSelect={(option) => set('mode', option)}
          text={(option) => t(`mode.${option}`)}
        />
      )}
      <div className="login-fields">
        {mode === 'username' ? (
          <>
            <TextField
              label={t('username')}
              value={values.username}
              onChange={(value) => set('username', value)}
              error={message(errors.username)}
              compact={compact}
              required
              autoComplete="username"
              maxLength={64}
            />
            <PasswordField
              label={t('password')}
              value={values.password}
              onChange={(value) => set('password', value)}
              error={message(errors.password)}
              compact={compact}
              toggle={!compact}
              required
              autoComplete="current-password"
              maxLength={128}
            />
            {state.captchaShown && (
              <CaptchaField
                value={values.captcha}
                onChange={(value) => set('captcha', value)}
                error={message(errors.captcha)}
                compact={compact}
                version={state.captchaVersion}
              />
            )}
          </>
        ) : (
          <>
            <TextField
              label={t('mobile')}
              value={values.mobileNum}
              onChange={(value) => set('mobileNum', value)}
              error={message(errors.mobileNum)}
              compact={compact}
              required
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={20}
              className="field-mobile"
              start={<CountryCodeSelect value={values.countryCode} onChange={(code) => set('countryCode', code)} />}
            />
            <TextField
              label={t('code')}
              value={values.code}
              onChange={(value) => set('code', value)}
              error={message(errors.code)}
              compact={compact}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="field-code"
              end={
                <GetCodeButton
                  validate={validateMobile}
                  send={() =>
                    call(smsNoLogin, {
                      body: { mobileNum: values.mobileNum.trim(), countryCode: values.countryCode, purpose: 'login' },
                    })
                  }
                />
              }
            />
          </>
        )}
        <button type="submit" className="button login-submit" disabled={state.busy} aria-busy={state.busy}>
          {t('login')}
        </button>
      </div>
      <div className="login-options">
        <CheckboxField checked={values.remember} onChange={(checked) => set('remember', checked)}>
          {t('remember')}
        </CheckboxField>
        <button type="button" className="link-button" onClick={() => openAuthModal('forgot')}>
          {t('forgot')}
        </button>
      </div>
      {state.error && (
        <p role="alert" className="login-error">
          {state.error}
        </p>
      )}
    </form>
  );
}
