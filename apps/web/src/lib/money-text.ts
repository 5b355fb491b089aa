import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@arcadia/contracts';
import { useBrand } from './brand.ts';

/** Formats minor units with the brand's currency symbol ("₱1,000.50"). */
export function useMoneyText(): (minor: number) => string {
  const symbol = useBrand().merchant.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return (minor) => formatMoney(minor, symbol);
}

/** A signed amount without the symbol: + for money in (a win), the minus sign for money out. */
export const signedMoney = (minor: number) => (minor > 0 ? `+${formatMoney(minor)}` : formatMoney(minor));

/** Money in is green (is-in), out is red (is-out); nothing yet (null) or even stays plain. */
export const moneyTone = (minor: number | null) =>
  minor === null ? '' : minor > 0 ? 'is-in' : minor < 0 ? 'is-out' : '';
