import { MESSAGES, type RegisterRule, translate } from '@arcadia/contracts';

const en = MESSAGES.EN;

import { describe, expect, it } from 'vitest';
import { ruleFixture as rule } from '../../../test/brand-fixture.ts';
import { registerFields, validateRegistration } from './register-fields.ts';

const rules: RegisterRule[] = [
  rule('username', { required: true, patternId: 2, minLength: 4, maxLength: 16 }),
  rule('password', { required: true, patternId: 6, minLength: 6, maxLength: 20 }),
  rule('mobileNum', { patternId: 7, minLength: 7, maxLength: 15 }),
  rule('payeeName', { patternId: 12, minLength: 2, maxLength: 50 }),
  rule('paymentPassword', { patternId: 7, minLength: 6, maxLength: 6 }),
  rule('email', { patternId: 4, minLength: 6, maxLength: 64 }),
  rule('qqNum', { enabled: false }),
  rule('whatsapp', { required: true, patternId: 7, minLength: 7, maxLength: 15 }),
  rule('affiliateCode', { patternId: 5, minLength: 4, maxLength: 20 }),
  rule('captcha', { required: true, patternId: 5, minLength: 4, maxLength: 4 }),
];

const keys = (fields: ReturnType<typeof registerFields>) => fields.map((field) => field.key);
const off = { smsVerify: false, mobilePassword: false };

describe('registration fields', () => {
  it('shows each field only when its rule is enabled, in the form order', () => {
    expect(keys(registerFields('username', rules, off))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'payeeName',
      'paymentPassword',
      'whatsapp',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('marks required fields as the rules say, and the payment password always', () => {
    const required = Object.fromEntries(registerFields('username', rules, off).map((f) => [f.key, f.rule.required]));
    expect(required).toMatchObject({
      username: true,
      password: true,
      confirmPassword: true,
      mobileNum: false,
      payeeName: false,
      paymentPassword: true,
      whatsapp: true,
      captcha: true,
    });
  });

  it('adds the SMS code after the mobile number with REGISTER_SMS_VERIFY', () => {
    const fields = registerFields('username', rules, { ...off, smsVerify: true });
    expect(keys(fields).slice(3, 5)).toEqual(['mobileNum', 'verificationCode']);
    expect(fields.find((f) => f.key === 'verificationCode')?.rule).toMatchObject({
      patternId: 7,
      minLength: 0,
      maxLength: 255,
    });
    const noMobile = rules.filter((r) => r.key !== 'mobileNum');
    expect(keys(registerFields('username', noMobile, { ...off, smsVerify: true }))).not.toContain('verificationCode');
  });

  it('needs the SMS code once a mobile number is given', () => {
    const fields = registerFields('username', rules, { ...off, smsVerify: true });
    const base = { username: 'player1', password: 'abc123', confirmPassword: 'abc123', paymentPassword: '123456' };
    const check = (extra: Record<string, string>) =>
      validateRegistration(fields, {
        fields: { ...base, whatsapp: '9171234567', captcha: 'AB12', ...extra },
        agreeTerms: true,
        adult: true,
      });
    expect(check({})).toEqual({});
    expect(check({ mobileNum: '9171234567' }).verificationCode?.key).toBe('input-required');
    expect(check({ mobileNum: '9171234567', verificationCode: '123456' })).toEqual({});
  });

  it('asks the mobile variant for the number and code, and a password only with MOBILE_REGISTER_PASSWORD', () => {
    expect(keys(registerFields('mobile', rules, off)).slice(0, 3)).toEqual([
      'mobileNum',
      'verificationCode',
      'payeeName',
    ]);
    expect(keys(registerFields('mobile', rules, { ...off, mobilePassword: true })).slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });
});

describe('registration validation', () => {
  const fields = registerFields('username', rules, off);
  const valid = {
    username: 'player1',
    password: 'abc123',
    confirmPassword: 'abc123',
    paymentPassword: '123456',
    whatsapp: '9171234567',
    captcha: 'AB12',
  };
  const message = (failure: { key: string; params: Record<string, string | number> } | undefined) =>
    failure ? translate('EN', failure.key, failure.params) : undefined;

  it('passes a complete form', () => {
    expect(validateRegistration(fields, { fields: valid, agreeTerms: true, adult: true })).toEqual({});
  });

  it('explains each failing field with its pattern message and length', () => {
    const failures = validateRegistration(fields, {
      fields: { ...valid, username: '1abc', password: 'abcdef', email: 'nope', paymentPassword: '12' },
      agreeTerms: true,
      adult: true,
    });
    expect(message(failures.username)).toBe(translate('EN', 'pattern.2', { length: '4-16' }));
    expect(message(failures.password)).toBe(translate('EN', 'pattern.6', { length: '6-20' }));
    expect(message(failures.email)).toBe('Please enter a valid email address of 6-64 characters.');
    expect(message(failures.paymentPassword)).toBe('Please enter 6 digits.');
  });

  it('requires required fields and lets optional ones stay empty', () => {
    const failures = validateRegistration(fields, {
      fields: { ...valid, whatsapp: '' },
      agreeTerms: true,
      adult: true,
    });
    expect(message(failures.whatsapp)).toBe(en['input-required']);
    expect(failures.payeeName).toBeUndefined();
  });

  it('refuses the weak default password', () => {
    const failures = validateRegistration(fields, {
      fields: { ...valid, password: '123456', confirmPassword: '123456' },
      agreeTerms: true,
      adult: true,
    });
    // The brand's rule (letters and digits combined) already refuses it; a looser rule still does not take it.
    expect(failures.password?.key).toBe('pattern.6');
    const anyPassword = registerFields('username', [rule('password', { required: true, minLength: 6 })], off);
    const weak = validateRegistration(anyPassword, {
      fields: { username: 'player1', password: '123456', confirmPassword: '123456' },
      agreeTerms: true,
      adult: true,
    });
    expect(message(weak.password)).toBe(en['password-weak']);
  });

  it('checks that the confirmation equals the password', () => {
    const failures = validateRegistration(fields, {
      fields: { ...valid, confirmPassword: 'abc124' },
      agreeTerms: true,
      adult: true,
    });
    expect(message(failures.confirmPassword)).toBe(en['passwords-mismatch']);
  });

  it('needs the terms and the age confirmation', () => {
    const failures = validateRegistration(fields, { fields: valid, agreeTerms: false, adult: false });
    expect(message(failures.agreeTerms)).toBe(en['terms-required']);
    expect(message(failures.adult)).toBe('You must be 18 or older to register.');
  });
});
