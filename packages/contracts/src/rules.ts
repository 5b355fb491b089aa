import * as z from 'zod/mini';
import { patternById } from './patterns.ts';

/** One registration field's rule, as the server's register settings supply it. */
export const registerRuleSchema = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.int(),
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
  /** A regular expression the value must also match; '*' accepts anything. */
  acceptedPattern: z.string(),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

/** A failed rule: a message key from the catalogue and the values it substitutes. */
export interface RuleFailure {
  key: string;
  params: Record<string, string | number>;
}

/** Pattern message parameters: "{min}-{max}" collapses to one length when they are equal. */
export const lengthParams = (rule: Pick<RegisterRule, 'minLength' | 'maxLength'>) => ({
  min: rule.minLength,
  max: rule.maxLength,
  length: rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`,
});

/**
 * Checks one value against its rule; the browser and the server both call this,
 * so they always agree. Returns null when the value is acceptable.
 */
export function checkRule(rule: RegisterRule, raw: string | undefined | null): RuleFailure | null {
  const value = raw ?? '';
  if (value === '') return rule.required ? { key: 'input-required', params: {} } : null;
  const pattern = patternById(rule.patternId);
  const withinLength = value.length >= rule.minLength && value.length <= rule.maxLength;
  const matches = pattern ? pattern.regex.test(value) : true;
  const accepted = rule.acceptedPattern === '*' || safeRegex(rule.acceptedPattern).test(value);
  if (withinLength && matches && accepted) return null;
  return { key: `pattern.${rule.patternId}`, params: lengthParams(rule) };
}

const safeRegex = (source: string): RegExp => {
  try {
    return new RegExp(source, 'u');
  } catch {
    return /^$/;
  }
};
