import { checkRule, type RegisterRule } from '@arcadia/contracts';

const DEFAULT_MOBILE = /^\d{4,20}$/;

/** Whether a mobile number has the brand's format (its mobileNum register rule), else 4–20 digits. */
export function mobileChecker(rules: readonly RegisterRule[]): (mobile: string) => boolean {
  const rule = rules.find((candidate) => candidate.key === 'mobileNum');
  if (!rule) return (mobile) => DEFAULT_MOBILE.test(mobile);
  const required = { ...rule, required: true };
  return (mobile) => checkRule(required, mobile) === null;
}
