/** Money travels as integer minor units (cents); this is the one formatter. */
export function formatMoney(minor: number | bigint, symbol = ''): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${symbol}${whole}.${cents}`;
}
