import { type DeviceChallenge, login } from '@arcadia/contracts';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useBrand } from '../../lib/brand.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useAuthFlow } from './auth-flow-store.ts';
import { errorMessage } from './error-message.ts';
import {
  DEVICE_CHECK_CODE,
  initialLoginForm,
  type LoginErrors,
  type LoginValues,
  loginFormReducer,
  validateLogin,
} from './login-flow.ts';
import { mobileChecker } from './mobile-rule.ts';
import { forgetLogin, recallLogin, recallPassword, rememberLogin } from './remember-me.ts';
import { useCompleteLogin } from './use-complete-login.ts';

export interface LoginFormValues extends LoginValues {
  countryCode: string;
  remember: boolean;
}

const isChallenge = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { challengeId?: unknown }).challengeId === 'string';

/** The login form's values, validation and submit (site-shell §4 Login; §5). */
export function useLoginForm() {
  const { t } = useTranslation('auth');
  const { registerRules } = useBrand();
  const isMobile = useMemo(() => mobileChecker(registerRules), [registerRules]);
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState<LoginFormValues>(() => {
    const remembered = recallLogin();
    return {
      mode: 'username',
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      mobileNum: remembered?.mobileNum ?? '',
      countryCode: remembered?.countryCode ?? '',
      code: '',
      remember: remembered !== null,
    };
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [state, dispatch] = useReducer(loginFormReducer, initialLoginForm);

  // The password comes later, from the vault; it fills the form only if the visitor has not typed since.
  const rememberedName = values.remember ? values.username : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the name remembered when the form opened.
  useEffect(() => {
    if (!rememberedName) return;
    let live = true;
    void recallPassword(rememberedName).then((password) => {
      if (!live || !password) return;
      setValues((current) =>
        current.username === rememberedName && current.password === '' ? { ...current, password } : current,
      );
    });
    return () => {
      live = false;
    };
  }, []);

  const set = useCallback(<K extends keyof LoginFormValues>(key: K, value: LoginFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  }, []);

  const keepRemembered = (form: LoginFormValues) => {
    if (!form.remember) return void forgetLogin();
    const sms = form.mode === 'sms';
    // An SMS login keeps the username remembered before it (and its password stays where it is).
    void rememberLogin({
      username: sms ? (recallLogin()?.username ?? '') : form.username.trim(),
      password: sms ? undefined : form.password,
      mobileNum: form.mobileNum.trim() || undefined,
      countryCode: form.mobileNum.trim() ? form.countryCode : undefined,
    });
  };

  /** The number alone, for Get code: true when it may be sent. */
  const validateMobile = () => {
    const found = validateLogin({ ...values, code: 'x' }, false, isMobile);
    setErrors((current) => ({ ...current, mobileNum: found.mobileNum }));
    return !found.mobileNum;
  };

  const submit = async () => {
    const found = validateLogin(values, state.captchaShown, isMobile);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return dispatch({ type: 'dismiss' });
    if (state.busy) return;
    dispatch({ type: 'submit' });
    const sms = values.mode === 'sms';
    const account = sms ? values.mobileNum.trim() : values.username.trim();
    const password = sms ? values.code : values.password;
    try {
      const value = await call(login, {
        body: sms
          ? { type: 'sms', username: account, password, countryCode: values.countryCode }
          : {
              type: 'username',
              username: account,
              password,
              captcha: state.captchaShown ? values.captcha.trim() : undefined,
            },
      });
      keepRemembered(values);
      dispatch({ type: 'succeeded' });
      await completeLogin(value, { account, password, type: sms ? 'sms' : 'username' });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError('unknown-error', '', 0);
      if (failure.code === DEVICE_CHECK_CODE && isChallenge(failure.value)) {
        keepRemembered(values);
        useAuthFlow.getState().set({
          challenge: { challenge: failure.value as DeviceChallenge, account, password: sms ? '' : password },
        });
        useUi.getState().openAuthModal('deviceCheck');
      }
      dispatch({ type: 'failed', code: failure.code, message: errorMessage(failure, t), value: failure.value });
      // A captcha answer is spent by any attempt.
      setValues((current) => ({ ...current, captcha: '' }));
    }
  };

  return { values, set, errors, state, submit, validateMobile };
}
