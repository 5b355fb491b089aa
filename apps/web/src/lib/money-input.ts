/**
 * Amounts the member types, in major units ("1,000.50", "1000.5", "12"),
 * turned into integer minor units by string arithmetic: no float ever holds
 * the amount, so "0.29" is 29 and never 28.999….
 */

/** The largest amount the contracts accept (amountSchema): below 10^13 minor units. */
export const MAX_MINOR = 9_999_999_999_999;

/** Why a typed amount was refused; each page words it in its own namespace. */
export type MoneyInputError = 'required' | 'format' | 'decimals' | 'too-large';

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; error: MoneyInputError };

// Digits with optional comma thousands groups (1,000 / 12,345,678 — never 1,00), then an optional fraction.
const PLAIN = /^(\d+)(?:\.(\d*))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;
const LEADING_POINT = /^\.(\d+)$/;

/** Reads a typed amount; zero is a valid number here (the form decides whether it may be sent). */
export function parseMoneyInput(text: string): MoneyInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  const match = PLAIN.exec(trimmed) ?? GROUPED.exec(trimmed);
  const point = match ? null : LEADING_POINT.exec(trimmed);
  if (!match && !point) return { ok: false, error: 'format' };
  const whole = match ? (match[1] ?? '').replaceAll(',', '') : '0';
  const fraction = (match ? match[2] : point?.[1]) ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  // Compared as text first so a 40-digit entry never becomes an imprecise number.
  if (digits.length > String(MAX_MINOR).length || Number(digits) > MAX_MINOR) return { ok: false, error: 'too-large' };
  return { ok: true, minor: Number(digits) };
}

/** Minor units as an input's text, without separators ("1234.50"), e.g. for an "All" shortcut. */
export function toMoneyInput(minor: number): string {
  const value = BigInt(Math.trunc(Math.abs(minor)));
  const sign = minor < 0 ? '-' : '';
  return `${sign}${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}
