import { setPasswordByPhone, smsNoLogin } from '@arcadia/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { useBrand } from '../../../lib/brand.ts';
import { AuthForm } from '../auth-form.tsx';
import { newPasswordMessage } from '../field-rules.ts';
import { CountryCodeSelect } from '../fields/country-code-select.tsx';
import { GetCodeButton } from '../fields/get-code-button.tsx';
import { NewPasswordFields } from '../fields/new-password-fields.tsx';
import { TextField } from '../fields/text-field.tsx';
import { mobileChecker } from '../mobile-rule.ts';
import { useAuthForm } from '../use-auth-submit.ts';
import { useCompleteLogin } from '../use-complete-login.ts';

/** By mobile: an SMS code and a new password; success logs the member in and goes home. */
export function ForgotByPhone() {
  const { t } = useTranslation('auth');
  const { registerRules } = useBrand();
  const isMobile = useMemo(() => mobileChecker(registerRules), [registerRules]);
  const completeLogin = useCompleteLogin();
  const {
    values,
    set,
    errors,
    setErrors,
    formError,
    busy,
    submit: run,
  } = useAuthForm({
    countryCode: '',
    mobileNum: '',
    code: '',
    newPassword: '',
  });

  const mobileError = () => {
    const mobile = values.mobileNum.trim();
    if (!mobile) return t('messages:input-required');
    return isMobile(mobile) ? null : t('messages:phone-format');
  };

  const submit = () =>
    run(
      {
        mobileNum: mobileError(),
        code: values.code ? null : t('messages:input-required'),
        newPassword: newPasswordMessage(registerRules, values.newPassword, t),
      },
      async () => {
        const mobileNum = values.mobileNum.trim();
        const value = await call(setPasswordByPhone, {
          body: { mobileNum, countryCode: values.countryCode, code: values.code, newPassword: values.newPassword },
        });
        await completeLogin(value, { account: mobileNum, password: values.newPassword, type: 'phone-reset' });
      },
    );

  return (
    <AuthForm onSubmit={submit} error={formError} busy={busy} submitLabel={t('submit')}>
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
      <NewPasswordFields values={values} errors={errors} onNewPassword={set('newPassword')} />
    </AuthForm>
  );
}
