import type { RegisterRule, Registration } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { REGISTER_RULES } from '../../seed/demo-data.ts';
import { checkRegistration, newPasswordFailure } from './register.rules.ts';

const rules = (changes: Record<string, Partial<RegisterRule>> = {}) =>
  new Map(
    REGISTER_RULES.map((rule) => [rule.key, { acceptedPattern: '*', ...rule, ...changes[rule.key] } as RegisterRule]),
  );

const input = (overrides: Partial<Registration> = {}): Registration => ({
  username: 'player1',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  paymentPassword: '123456',
  registerMethod: 'WEB',
  agreeTerms: true,
  adult: true,
  captcha: 'AB12',
  ...overrides,
});

const byUsername = { variant: 'username', smsVerify: true, mobilePassword: true } as const;
const byMobile = { variant: 'mobile', smsVerify: true, mobilePassword: false } as const;
const keys = (result: ReturnType<typeof checkRegistration>) =>
  Object.fromEntries(result.failures.map((failure) => [failure.field, failure.key]));

describe('registration checks', () => {
  it('accepts a complete registration and keeps only enabled fields', () => {
    const result = checkRegistration(rules(), input({ qqNum: '12345', email: ' a@b.co ' }), byUsername);
    expect(result.failures).toEqual([]);
    expect(result.checked).toMatchObject({ account: 'player1', password: 'abc12345', phone: null, smsCode: null });
    expect(result.checked.fields).toEqual({ paymentPassword: '123456', email: 'a@b.co' });
  });

  it('refuses the weak default password even when the rule would allow it', () => {
    const loose = rules({ password: { patternId: 1 } });
    expect(newPasswordFailure(loose, '123456')).toMatchObject({ key: 'password-weak' });
    expect(newPasswordFailure(loose, '1234567')).toBeNull();
  });

  it('still needs a username and password when their rules are switched off', () => {
    const off = rules({ username: { enabled: false }, password: { enabled: false } });
    const result = checkRegistration(off, input({ username: ' ', password: '', confirmPassword: '' }), byUsername);
    expect(keys(result)).toMatchObject({
      username: 'input-required',
      password: 'input-required',
      confirmPassword: 'input-required',
    });
  });

  it('makes an optional field required when its rule says so', () => {
    const result = checkRegistration(rules({ email: { required: true } }), input(), byUsername);
    expect(keys(result)).toEqual({ email: 'input-required' });
  });

  it('applies an accepted pattern on top of the pattern id', () => {
    const result = checkRegistration(rules({ username: { acceptedPattern: '^vip' } }), input(), byUsername);
    expect(keys(result)).toEqual({ username: 'pattern.2' });
  });

  it('asks a mobile registration for the number, its country code and code, but no password', () => {
    const result = checkRegistration(
      rules(),
      input({ username: undefined, password: undefined, confirmPassword: undefined }),
      byMobile,
    );
    expect(keys(result)).toEqual({ mobileNum: 'input-required', verificationCode: 'input-required' });
    const noCountry = checkRegistration(rules(), input({ mobileNum: '9171112222', verificationCode: '1' }), byMobile);
    expect(keys(noCountry)).toEqual({ countryCode: 'input-required' });
    const ok = checkRegistration(
      rules(),
      input({ mobileNum: '09171112222', countryCode: '+63', verificationCode: '123456' }),
      byMobile,
    );
    expect(ok.checked).toMatchObject({
      account: null,
      password: null,
      smsCode: '123456',
      phone: { country: '63', national: '9171112222', recipient: '+639171112222' },
    });
  });

  it('needs the SMS code for a username registration with a number only while SMS verification is on', () => {
    const withPhone = input({ mobileNum: '9171112222', countryCode: '63' });
    expect(keys(checkRegistration(rules(), withPhone, byUsername))).toEqual({ verificationCode: 'input-required' });
    expect(checkRegistration(rules(), withPhone, { ...byUsername, smsVerify: false }).failures).toEqual([]);
    // With the mobile rule off, a number sent anyway is ignored.
    const ignored = checkRegistration(rules({ mobileNum: { enabled: false } }), withPhone, byUsername);
    expect(ignored.checked.phone).toBeNull();
  });
});
