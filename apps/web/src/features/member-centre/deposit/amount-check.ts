import { parseMoneyInput } from '../../../lib/money-input.ts';

/** A typed amount checked against a range; a refusal names its message key in the cashier namespace. */
export type AmountCheck =
  | { ok: true; minor: number }
  | { ok: false; key: 'amount.required' | 'amount.format' | 'amount.decimals' | 'amount.range' };

/** Reads what the member typed (major units) and keeps it within [min, max] minor units. */
export function checkAmount(text: string, min: number, max: number): AmountCheck {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) {
    // Too many digits is simply above the maximum, and said so.
    return { ok: false, key: parsed.error === 'too-large' ? 'amount.range' : `amount.${parsed.error}` };
  }
  if (parsed.minor < min || parsed.minor > max) return { ok: false, key: 'amount.range' };
  return { ok: true, minor: parsed.minor };
}
