import { affiliateCheck, type Registration, register, registerMobile, smsRegister } from '@arcadia/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { call } from '../../../lib/api.ts';
import { useBrand, useSwitch } from '../../../lib/brand.ts';
import { useAuthFlow } from '../auth-flow-store.ts';
import { errorMessage, fieldErrors } from '../error-message.ts';
import { useCompleteLogin } from '../use-complete-login.ts';
import {
  type RegisterFailures,
  type RegisterFieldKey,
  type RegisterVariant,
  registerFields,
  validateRegistration,
} from './register-fields.ts';

type Values = Partial<Record<RegisterFieldKey, string>>;
export type RegisterErrors = Partial<Record<RegisterFieldKey | 'agreeTerms' | 'adult', string | null>>;

/** The registration form's state, validation and submit (site-shell §4 Registration). */
export function useRegisterForm(variant: RegisterVariant) {
  const { t } = useTranslation('auth');
  const { registerRules } = useBrand();
  const smsVerify = useSwitch('REGISTER_SMS_VERIFY');
  const mobilePassword = useSwitch('MOBILE_REGISTER_PASSWORD');
  const affiliateOn = useSwitch('AFFILIATE');
  const prefill = useAuthFlow((flow) => flow.registerPrefill);
  const completeLogin = useCompleteLogin();
  const fields = useMemo(
    () => registerFields(variant, registerRules, { smsVerify, mobilePassword }),
    [variant, registerRules, smsVerify, mobilePassword],
  );
  const initial = (): Values => (prefill.email ? { email: prefill.email } : {});
  const [values, setValues] = useState<Values>(initial);
  const [countryCode, setCountryCode] = useState('');
  const [agreeTerms, setAgreeTerms] = useState(true);
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);

  const translate = (failures: RegisterFailures): RegisterErrors =>
    Object.fromEntries(
      Object.entries(failures).map(([key, failure]) => [key, failure && t(`messages:${failure.key}`, failure.params)]),
    );

  const set = (key: RegisterFieldKey) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: null }));
  };

  const validateMobile = () => {
    const mobile = fields.find((field) => field.key === 'mobileNum');
    if (!mobile) return false;
    const failures = validateRegistration([{ ...mobile, rule: { ...mobile.rule, required: true } }], {
      fields: values,
      agreeTerms: true,
      adult: true,
    });
    const message = translate(failures).mobileNum ?? null;
    setErrors((current) => ({ ...current, mobileNum: message }));
    return !message;
  };

  const sendCode = () =>
    call(smsRegister, { body: { mobileNum: (values.mobileNum ?? '').trim(), countryCode, variant } });

  const reset = () => {
    setValues(initial());
    setAgreeTerms(true);
    setAdult(false);
    setErrors({});
    setFormError(null);
  };

  const body = (): Registration => {
    const shown: Values = {};
    for (const { key } of fields) {
      const value = key === 'username' ? values[key]?.trim() : values[key];
      if (value) shown[key] = value;
    }
    return {
      ...shown,
      countryCode: shown.mobileNum ? countryCode : undefined,
      referralCode: prefill.referralCode,
      firebaseChannel: prefill.firebaseChannel,
      firebaseIdToken: prefill.firebaseIdToken,
      domain: window.location.host,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      agreeTerms,
      adult,
    };
  };

  const submit = async () => {
    if (busy) return;
    const failures = validateRegistration(fields, { fields: values, agreeTerms, adult });
    setErrors(translate(failures));
    setFormError(null);
    if (Object.keys(failures).length > 0) return;
    setBusy(true);
    try {
      const affiliateCode = values.affiliateCode?.trim();
      if (affiliateOn && affiliateCode) {
        const valid = await call(affiliateCheck, { query: { affiliateCode } }).then(
          () => true,
          () => false,
        );
        if (!valid) return setErrors({ affiliateCode: t('messages:invalid-invitation-code') });
      }
      const request = body();
      const value = await call(variant === 'mobile' ? registerMobile : register, { body: request });
      useAuthFlow.getState().set({ registerPrefill: {} });
      await completeLogin(value, {
        account: request.username ?? request.mobileNum ?? '',
        password: request.password ?? '',
        type: 'register',
      });
    } catch (failure) {
      const byField = fieldErrors(failure);
      const shownKeys = new Set<string>(fields.map((field) => field.key));
      setErrors(byField);
      const unshown = Object.entries(byField).filter(
        ([key]) => !shownKeys.has(key) && key !== 'agreeTerms' && key !== 'adult',
      );
      if (Object.keys(byField).length === 0 || unshown.length > 0) {
        setFormError(unshown.map(([, message]) => message).join(' ') || errorMessage(failure, t));
      }
      if (fields.some((field) => field.key === 'captcha')) {
        // The answer was spent: a new image, an empty box, and the server's message stays.
        setValues((current) => ({ ...current, captcha: '' }));
        setCaptchaVersion((version) => version + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    fields,
    values,
    set,
    countryCode,
    setCountryCode,
    agreeTerms,
    setAgreeTerms,
    adult,
    setAdult,
    errors,
    formError,
    busy,
    captchaVersion,
    validateMobile,
    sendCode,
    reset,
    submit,
    prefill,
  };
}
