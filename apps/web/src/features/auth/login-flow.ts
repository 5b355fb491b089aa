import { type LoginValue, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import type { LoginType } from './auth-flow-store.ts';

/**
 * The login rules of site-shell §4 and §5 as plain functions, so they are
 * tested without a browser: what to do after a login, how the form reacts to
 * a failure, and the form's own validation.
 */

/** A weak default or expired password forces a change first, except for SMS and identity-provider logins. */
export function afterLoginStep(
  value: LoginValue,
  typedPassword: string,
  type: LoginType,
): 'changePassword' | 'welcome' {
  if (type === 'sms' || type === 'firebase') return 'welcome';
  return typedPassword === WEAK_DEFAULT_PASSWORD || value.passwordExpired ? 'changePassword' : 'welcome';
}

export interface LoginFormState {
  busy: boolean;
  captchaShown: boolean;
  /** Bumped whenever a new captcha image must load. */
  captchaVersion: number;
  /** The server's translated message of the last failure. */
  error: string | null;
}

export const initialLoginForm: LoginFormState = { busy: false, captchaShown: false, captchaVersion: 0, error: null };

export type LoginFormEvent =
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; code: string; message: string; value: unknown }
  | { type: 'dismiss' };

export const hasCaptchaFlag = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);

/** The new-device check is not an error to show: it opens its own modal. */
export const DEVICE_CHECK_CODE = 'verification-required';

export function loginFormReducer(state: LoginFormState, event: LoginFormEvent): LoginFormState {
  switch (event.type) {
    case 'submit':
      return { ...state, busy: true, error: null };
    case 'succeeded':
      return { ...state, busy: false, error: null };
    case 'dismiss':
      return { ...state, error: null };
    case 'failed': {
      const captchaShown = state.captchaShown || hasCaptchaFlag(event.value);
      return {
        busy: false,
        captchaShown,
        // A captcha answer is good for one try: any failure while it shows brings a new image.
        captchaVersion: captchaShown ? state.captchaVersion + 1 : state.captchaVersion,
        error: event.code === DEVICE_CHECK_CODE ? null : event.message,
      };
    }
  }
}

export interface LoginValues {
  mode: 'username' | 'sms';
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  code: string;
}

export type LoginErrors = Partial<Record<'username' | 'password' | 'captcha' | 'mobileNum' | 'code', string>>;

const DEFAULT_MOBILE = /^\d{4,20}$/;

/** Message keys (messages namespace) of the fields that fail; empty when the form may be sent. */
export function validateLogin(
  values: LoginValues,
  captchaShown: boolean,
  isMobile: (mobile: string) => boolean = (mobile) => DEFAULT_MOBILE.test(mobile),
): LoginErrors {
  const errors: LoginErrors = {};
  if (values.mode === 'username') {
    if (!values.username.trim()) errors.username = 'input-required';
    if (!values.password) errors.password = 'input-required';
    if (captchaShown && !values.captcha.trim()) errors.captcha = 'captcha-required';
    return errors;
  }
  const mobile = values.mobileNum.trim();
  if (!mobile) errors.mobileNum = 'input-required';
  else if (!isMobile(mobile)) errors.mobileNum = 'phone-format';
  // The code is sent as typed: it is not trimmed.
  if (!values.code) errors.code = 'input-required';
  return errors;
}
