import { checkRule, MIN_AGE, type RegisterRule, type RuleFailure, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import { ruleFor } from '../field-rules.ts';

export type RegisterVariant = 'username' | 'mobile';

export const EXTRA_FIELDS = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'recommenderId',
] as const;

export type RegisterFieldKey =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'mobileNum'
  | 'verificationCode'
  | (typeof EXTRA_FIELDS)[number]
  | 'captcha';

export interface RegisterField {
  key: RegisterFieldKey;
  /** The rule the value is checked with; `required` is final (settings and switches applied). */
  rule: RegisterRule;
}

export interface RegisterSwitches {
  /** REGISTER_SMS_VERIFY: the mobile number is verified with an SMS code. */
  smsVerify: boolean;
  /** MOBILE_REGISTER_PASSWORD: mobile registration also sets a password. */
  mobilePassword: boolean;
}

/** The SMS code follows the mobile rule's pattern, with any length up to 255 (endpoints §5). */
const codeRule = (mobile: RegisterRule): RegisterRule => ({
  ...mobile,
  key: 'verificationCode',
  minLength: 0,
  maxLength: 255,
  required: true,
});

const failure = (key: string, params: RuleFailure['params'] = {}): RuleFailure => ({ key, params });

/** One field's check; the code is needed once a number is given, and no password may be the weak default. */
function checkField(field: RegisterField, value: string, values: RegisterValues['fields']): RuleFailure | null {
  const { key, rule } = field;
  if (key === 'confirmPassword') {
    if (value === '') return failure('input-required');
    return value === (values.password ?? '') ? null : failure('passwords-mismatch');
  }
  if (key === 'verificationCode') {
    if ((values.mobileNum ?? '').trim() === '') return rule.required ? failure('input-required') : null;
    return checkRule({ ...rule, required: true }, value);
  }
  const found = checkRule(rule, value);
  if (!found && key === 'password' && value === WEAK_DEFAULT_PASSWORD) return failure('password-weak');
  return found;
}

/**
 * The registration fields to show, in order (site-shell §2, endpoints §5):
 * each only when its setting is on, required as its setting or switch says.
 * The mobile variant asks for the number and its code, and a password only
 * with MOBILE_REGISTER_PASSWORD.
 */
export function registerFields(
  variant: RegisterVariant,
  rules: readonly RegisterRule[],
  switches: RegisterSwitches,
): RegisterField[] {
  const fields: RegisterField[] = [];
  const add = (key: RegisterFieldKey, rule: RegisterRule | undefined, required = rule?.required ?? false) => {
    if (rule) fields.push({ key, rule: { ...rule, required } });
  };
  const password = ruleFor(rules, 'password');
  const mobile = ruleFor(rules, 'mobileNum');
  const addPassword = () => {
    add('password', password, true);
    add('confirmPassword', password && { ...password, key: 'confirmPassword' }, true);
  };
  if (variant === 'username') {
    add('username', ruleFor(rules, 'username'), true);
    addPassword();
    // A mobile number given here is proven by SMS code when REGISTER_SMS_VERIFY is on.
    const mobileListed = rules.find((rule) => rule.key === 'mobileNum');
    if (mobileListed?.enabled) {
      add('mobileNum', mobileListed);
      if (switches.smsVerify) add('verificationCode', codeRule(mobileListed), mobileListed.required);
    }
  } else {
    add('mobileNum', mobile, true);
    if (mobile) add('verificationCode', codeRule(mobile));
    if (switches.mobilePassword) addPassword();
  }
  for (const key of EXTRA_FIELDS) {
    const rule = rules.find((candidate) => candidate.key === key);
    // The payment password is always required once the brand asks for it.
    if (rule?.enabled) add(key, rule, key === 'paymentPassword' ? true : rule.required);
  }
  const captcha = rules.find((rule) => rule.key === 'captcha');
  if (captcha?.enabled) add('captcha', captcha, true);
  return fields;
}

export interface RegisterValues {
  fields: Partial<Record<RegisterFieldKey, string>>;
  agreeTerms: boolean;
  adult: boolean;
}

export type RegisterFailures = Partial<Record<RegisterFieldKey | 'agreeTerms' | 'adult', RuleFailure>>;

/** Checks every shown field with its rule, the confirmation, the terms and the age; empty when valid. */
export function validateRegistration(fields: readonly RegisterField[], values: RegisterValues): RegisterFailures {
  const failures: RegisterFailures = {};
  for (const field of fields) {
    const raw = values.fields[field.key] ?? '';
    const found = checkField(field, field.key === 'username' ? raw.trim() : raw, values.fields);
    if (found) failures[field.key] = found;
  }
  if (!values.agreeTerms) failures.agreeTerms = failure('terms-required');
  if (!values.adult) failures.adult = failure('age-required', { age: MIN_AGE });
  return failures;
}
