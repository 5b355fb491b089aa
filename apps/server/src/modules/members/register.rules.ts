import { checkRule, MIN_AGE, type RegisterRule, type Registration, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import { AppError, type FieldError } from '../../platform/errors.ts';
import { type PhoneParts, phoneParts } from '../verification/codes.service.ts';
import type { RuleBook } from './brand-settings.ts';

/** Fields that a register rule governs and that are simply stored when valid. */
export const RULE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Fields kept in the member's profile (jsonb) rather than in columns. */
export const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

const fail = (field: string, key: string, params: FieldError['params'] = {}): FieldError => ({ field, key, params });

/** The value as checked and stored: trimmed, except secrets, which are taken as typed. */
const clean = (value: string | undefined) => (value ?? '').trim();

/** Checks a value with its rule forced to required (the field is needed whatever the brand says). */
export function checkRequired(rule: RegisterRule | undefined, value: string, field: string): FieldError | null {
  if (!rule?.enabled) return value === '' ? fail(field, 'input-required') : null;
  const failure = checkRule({ ...rule, required: true }, value);
  return failure ? fail(field, failure.key, failure.params) : null;
}

/** A new password: the brand's password rule (always required), and never the weak default. */
export function newPasswordFailure(rules: RuleBook, value: string | undefined, field = 'password'): FieldError | null {
  const failure = checkRequired(rules.get('password'), value ?? '', field);
  if (failure) return failure;
  return value === WEAK_DEFAULT_PASSWORD ? fail(field, 'password-weak') : null;
}

/** A confirmation: present and equal to what it confirms. */
export function confirmFailure(value: string | undefined, expected: string | undefined, field: string) {
  if (!value) return fail(field, 'input-required');
  return value === expected ? null : fail(field, 'passwords-mismatch');
}

/** A rule-governed optional field: checked only when the brand enables it. */
export function ruleFailure(rules: RuleBook, key: string, value: string | undefined, field = key): FieldError | null {
  const rule = rules.get(key);
  if (!rule?.enabled) return null;
  const failure = checkRule(rule, value ?? '');
  return failure ? fail(field, failure.key, failure.params) : null;
}

export interface RegisterOptions {
  variant: 'username' | 'mobile';
  /** REGISTER_SMS_VERIFY: a mobile number given with a username registration needs its SMS code. */
  smsVerify: boolean;
  /** MOBILE_REGISTER_PASSWORD: a mobile registration sets a password too. */
  mobilePassword: boolean;
  /**
   * An agent registers a downline from the agent centre: no captcha (the agent is logged
   * in) and no mobile number (its code goes to the holder, who binds it later).
   */
  byAgent?: boolean;
}

/** What a valid registration stores, with the checks that still need the database. */
export interface CheckedRegistration {
  account: string | null;
  password: string | null;
  phone: PhoneParts | null;
  /** The SMS code to consume, when the phone must be proven. */
  smsCode: string | null;
  fields: Partial<Record<RuleField, string>>;
}

/**
 * Every check that needs no database, all at once, so the form can mark every
 * wrong field in one answer. Fields whose rule is off are ignored (not stored).
 */
export function checkRegistration(
  rules: RuleBook,
  input: Registration,
  options: RegisterOptions,
): { failures: FieldError[]; checked: CheckedRegistration } {
  const failures: FieldError[] = [];
  const add = (failure: FieldError | null) => {
    if (failure) failures.push(failure);
  };
  const byMobile = options.variant === 'mobile';

  const account = byMobile ? null : clean(input.username);
  if (!byMobile) add(checkRequired(rules.get('username'), account ?? '', 'username'));

  const needsPassword = !byMobile || options.mobilePassword;
  if (needsPassword) {
    add(newPasswordFailure(rules, input.password));
    add(confirmFailure(input.confirmPassword, input.password, 'confirmPassword'));
  }

  const mobileRule = rules.get('mobileNum');
  const mobile = clean(input.mobileNum);
  const mobileUsed = byMobile || (!options.byAgent && (mobileRule?.enabled ?? false));
  let phone: PhoneParts | null = null;
  if (byMobile) add(checkRequired(mobileRule, mobile, 'mobileNum'));
  else if (mobileUsed) add(ruleFailure(rules, 'mobileNum', mobile));
  if (mobileUsed && mobile !== '' && !failures.some((failure) => failure.field === 'mobileNum')) {
    if (clean(input.countryCode) === '') add(fail('countryCode', 'input-required'));
    else phone = phoneOrFailure(input.countryCode, mobile, add);
  }
  const needsCode = phone !== null && (byMobile || options.smsVerify);
  const smsCode = clean(input.verificationCode);
  if ((byMobile || needsCode) && smsCode === '') add(fail('verificationCode', 'input-required'));

  const fields: CheckedRegistration['fields'] = {};
  for (const key of RULE_FIELDS) {
    if (!rules.get(key)?.enabled) continue;
    const value = key === 'paymentPassword' ? (input.paymentPassword ?? '') : clean(input[key]);
    const failure = ruleFailure(rules, key, value);
    add(failure);
    if (!failure && value !== '') fields[key] = value;
  }
  if (!options.byAgent) add(ruleFailure(rules, 'captcha', clean(input.captcha)));
  if (!input.agreeTerms) add(fail('agreeTerms', 'terms-required'));
  if (!input.adult) add(fail('adult', 'age-required', { age: MIN_AGE }));

  return {
    failures,
    checked: {
      account,
      password: needsPassword ? (input.password ?? '') : null,
      phone,
      smsCode: needsCode ? smsCode : null,
      fields,
    },
  };
}

function phoneOrFailure(countryCode: string | undefined, mobile: string, add: (failure: FieldError) => void) {
  try {
    return phoneParts(countryCode, mobile);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    add(fail('mobileNum', 'phone-format'));
    return null;
  }
}
