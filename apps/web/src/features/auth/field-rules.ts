import { checkRule, type RegisterRule, WEAK_DEFAULT_PASSWORD } from '@arcadia/contracts';
import type { TFunction } from '../../i18n/translator.ts';

/** Rules for fields the brand must always have, when its settings do not list them. */
const FALLBACK: Record<string, Omit<RegisterRule, 'key'>> = {
  username: { enabled: true, required: true, patternId: 2, minLength: 4, maxLength: 16, acceptedPattern: '*' },
  password: { enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 20, acceptedPattern: '*' },
  mobileNum: { enabled: true, required: true, patternId: 7, minLength: 4, maxLength: 20, acceptedPattern: '*' },
};

/** The brand's rule for a field (or the fallback), or undefined when there is none. */
export function ruleFor(rules: readonly RegisterRule[], key: string): RegisterRule | undefined {
  const found = rules.find((rule) => rule.key === key);
  if (found) return found;
  const fallback = FALLBACK[key];
  return fallback ? { key, ...fallback } : undefined;
}

/** The translated message of a value that fails its rule, else null. */
export function ruleMessage(rule: RegisterRule, value: string, t: TFunction): string | null {
  const failure = checkRule(rule, value);
  return failure ? t(`messages:${failure.key}`, failure.params) : null;
}

/** A new password: the brand's password rule, always required, and never the weak default. */
export function newPasswordMessage(rules: readonly RegisterRule[], value: string, t: TFunction): string | null {
  const rule = ruleFor(rules, 'password');
  const message = rule ? ruleMessage({ ...rule, required: true }, value, t) : null;
  if (message) return message;
  return value === WEAK_DEFAULT_PASSWORD ? t('messages:password-weak') : null;
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword?: string;
}

/** Messages for a new password and, when one is kept, its confirmation. */
export function newPasswordErrors(
  rules: readonly RegisterRule[],
  { newPassword, confirmPassword }: NewPasswordValues,
  t: TFunction,
): { newPassword: string | null; confirmPassword?: string | null } {
  const newMessage = newPasswordMessage(rules, newPassword, t);
  if (confirmPassword === undefined) return { newPassword: newMessage };
  return {
    newPassword: newMessage,
    confirmPassword: confirmPassword === newPassword ? null : t('messages:passwords-mismatch'),
  };
}
