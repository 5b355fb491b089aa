import type { LoginValue } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { afterLoginStep, initialLoginForm, type LoginValues, loginFormReducer, validateLogin } from './login-flow.ts';

const value = (patch: Partial<LoginValue> = {}): LoginValue => ({
  token: 't',
  firstTimeLogin: false,
  passwordExpired: false,
  isAgent: 0,
  ...patch,
});

describe('after a login', () => {
  it('forces a password change for the weak default password', () => {
    expect(afterLoginStep(value(), '123456', 'username')).toBe('changePassword');
  });

  it('forces a password change for an expired password', () => {
    expect(afterLoginStep(value({ passwordExpired: true }), 'Secret99', 'username')).toBe('changePassword');
  });

  it('never forces it for SMS and identity-provider logins', () => {
    expect(afterLoginStep(value({ passwordExpired: true }), '123456', 'sms')).toBe('welcome');
    expect(afterLoginStep(value({ passwordExpired: true }), '123456', 'firebase')).toBe('welcome');
  });

  it('welcomes everyone else', () => {
    expect(afterLoginStep(value({ firstTimeLogin: true }), 'demo1234', 'username')).toBe('welcome');
  });
});

describe('the login form reducer', () => {
  const failed = (code: string, extra: unknown = null) =>
    ({ type: 'failed', code, message: `message of ${code}`, value: extra }) as const;

  it('shows the captcha and asks for a new image when the error says so', () => {
    let state = loginFormReducer(initialLoginForm, { type: 'submit' });
    expect(state.busy).toBe(true);
    state = loginFormReducer(state, failed('captcha-required', { captcha: true }));
    expect(state).toMatchObject({
      busy: false,
      captchaShown: true,
      captchaVersion: 1,
      error: 'message of captcha-required',
    });
  });

  it('keeps no captcha for a failure without the flag', () => {
    const state = loginFormReducer(initialLoginForm, failed('invalid-credentials'));
    expect(state).toMatchObject({ captchaShown: false, captchaVersion: 0, error: 'message of invalid-credentials' });
  });

  it('loads a new image on every failure once the captcha shows', () => {
    let state = loginFormReducer(initialLoginForm, failed('invalid-credentials', { captcha: true }));
    state = loginFormReducer(state, failed('invalid-credentials'));
    expect(state).toMatchObject({ captchaShown: true, captchaVersion: 2 });
  });

  it('shows nothing inline for the new-device check (it opens its own modal)', () => {
    const state = loginFormReducer(initialLoginForm, failed('verification-required', { challengeId: 'c' }));
    expect(state.error).toBeNull();
  });

  it('clears the error on a new submit', () => {
    const state = loginFormReducer(loginFormReducer(initialLoginForm, failed('x')), { type: 'submit' });
    expect(state.error).toBeNull();
  });
});

describe('login validation', () => {
  const base: LoginValues = { mode: 'username', username: '', password: '', captcha: '', mobileNum: '', code: '' };

  it('needs a trimmed username and a password', () => {
    expect(validateLogin({ ...base, username: '   ' }, false)).toEqual({
      username: 'input-required',
      password: 'input-required',
    });
    expect(validateLogin({ ...base, username: ' demo ', password: 'x' }, false)).toEqual({});
  });

  it('needs the captcha only when shown', () => {
    const filled = { ...base, username: 'demo', password: 'x' };
    expect(validateLogin(filled, true)).toEqual({ captcha: 'captcha-required' });
    expect(validateLogin({ ...filled, captcha: 'ab12' }, true)).toEqual({});
  });

  it('in SMS mode needs a well-formed mobile number and an untrimmed code', () => {
    const sms = { ...base, mode: 'sms' as const };
    expect(validateLogin(sms, false)).toEqual({ mobileNum: 'input-required', code: 'input-required' });
    expect(validateLogin({ ...sms, mobileNum: '12ab', code: '1' }, false)).toEqual({ mobileNum: 'phone-format' });
    expect(validateLogin({ ...sms, mobileNum: '9171234567', code: ' ' }, false)).toEqual({});
  });
});
