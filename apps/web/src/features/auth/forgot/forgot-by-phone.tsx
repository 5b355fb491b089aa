import { setPasswordByPhone, smsNoLogin } from '@arcadia/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api.ts';
import { useBrand } from '../../../lib/brand.ts';
import { errorMessage, fieldErrors } from '../error-message.ts';
import { newPasswordMessage } from '../field-rules.ts';
import { CountryCodeSelect } from '../fields/country-code-select.tsx';
import { GetCodeButton } from '../fields/get-code-button.tsx';
import { PasswordField } from '../fields/password-field.tsx';
import { TextField } from '../fields/text-field.tsx';
import { mobileChecker } from '../mobile-rule.ts';
import { useCompleteLogin } from '../use-complete-login.ts';

type Field = 'mobileNum' | 'code' | 'newPassword';

/** By mobile: an SMS code and a new password; success logs the member in and goes home. */
export function ForgotByPhone() {
  const { t } = useTranslation('auth');
  const { registerRules } = useBrand();
  const isMobile = useMemo(() => mobileChecker(registerRules), [registerRules]);
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState({ countryCode: '', mobileNum: '', code: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const mobileError = () => {
    const mobile = values.mobileNum.trim();
    if (!mobile) return t('messages:input-required');
    return isMobile(mobile) ? null : t('messages:phone-format');
  };

  const submit = async () => {
    const found = {
      mobileNum: mobileError(),
      code: values.code ? null : t('messages:input-required'),
      newPassword: newPasswordMessage(registerRules, values.newPassword, t),
    };
    setErrors(found);
    if (busy || Object.values(found).some(Boolean)) return;
    setBusy(true);
    setFormError(null);
    const mobileNum = values.mobileNum.trim();
    try {
      const value = await call(setPasswordByPhone, {
        body: { mobileNum, countryCode: values.countryCode, code: values.code, newPassword: values.newPassword },
      });
      await completeLogin(value, { account: mobileNum, password: values.newPassword, type: 'phone-reset' });
    } catch (failure) {
      const byField = fieldErrors(failure);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('mobile')}
        value={values.mobileNum}
        onChange={set('mobileNum')}
        error={errors.mobileNum}
        required
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        start={<CountryCodeSelect value={values.countryCode} onChange={set('countryCode')} />}
      />
      <TextField
        label={t('code')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        end={
          <GetCodeButton
            validate={() => {
              const error = mobileError();
              setErrors((current) => ({ ...current, mobileNum: error }));
              return !error;
            }}
            send={() =>
              call(smsNoLogin, {
                body: { mobileNum: values.mobileNum.trim(), countryCode: values.countryCode, purpose: 'forgot' },
              })
            }
          />
        }
      />
      <PasswordField
        label={t('changePassword.new')}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
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
  );
}
