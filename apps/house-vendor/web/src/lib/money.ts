import { formatMoney } from '@arcadia/contracts';

const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', CNY: '¥', VND: '₫', THB: '฿', EUR: '€' };

/** Minor units as the player reads them: "₱1,234.50" (play money shows no currency sign). */
export const money = (minor: number, currency: string) => formatMoney(minor, SYMBOLS[currency] ?? '');

/** A stake typed in whole units ("12.5") as minor units, or null when it is not an amount. */
export function minorOf(text: string): number | null {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(clean)) return null;
  const [whole = '0', cents = ''] = clean.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Minor units as the stake field shows them: "12.50". */
export const stakeText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** An integer multiplier (`scale` 100 or 10,000 per unit) as "1.98×": two decimals, more only when they matter. */
export function multiplier(value: number, scale: number): string {
  let text = (value / scale).toFixed(scale === 100 ? 2 : 4);
  while (text.endsWith('0') && text.length - text.indexOf('.') > 3) text = text.slice(0, -1);
  const [whole = '0', decimals = '00'] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}×`;
}

/** A percentage of a ratio: 0.99 → "99%", 0.4950 → "49.5%". */
export const percent = (ratio: number, digits = 2) => `${Number((ratio * 100).toFixed(digits))}%`;
