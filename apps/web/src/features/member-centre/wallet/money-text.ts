import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from '@arcadia/contracts';
import { useBrand } from '../../../lib/brand.ts';

/** Formats minor units with the brand's currency symbol ("₱1,000.50"). */
export function useMoneyText(): (minor: number) => string {
  const symbol = useBrand().merchant.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  return (minor) => formatMoney(minor, symbol);
}
