import type { Translate } from '../../../lib/i18n/index.ts';
import type { BetTypeRow, SlipBet } from '../slip-bet.ts';

/** A keno bet as the slip and the tickets name it. */
export function kenoBetLabel(t: Translate, bet: SlipBet): string {
  const spots = /^spots-(\d+)$/.exec(bet.key);
  if (spots) return t('keno.bet.spots', { n: spots[1] ?? '', spots: (bet.spots ?? []).join(' ') });
  switch (bet.key) {
    case 'sum-big':
      return t('keno.bet.sumBig');
    case 'sum-small':
      return t('keno.bet.sumSmall');
    case 'sum-810':
      return t('keno.bet.sum810');
    case 'sum-odd':
      return t('keno.bet.sumOdd');
    case 'sum-even':
      return t('keno.bet.sumEven');
    default:
      return bet.key;
  }
}

export function kenoTypeName(t: Translate, row: BetTypeRow): string {
  const spots = /^spots-(\d+)$/.exec(row.key);
  return spots ? t('keno.spots', { n: spots[1] ?? '' }) : kenoBetLabel(t, { key: row.key });
}

/** What twenty numbers say besides themselves: their sum, big or small (810 neither), odd or even. */
export function kenoFacts(t: Translate, numbers: readonly number[]): string[] {
  const sum = numbers.reduce((total, n) => total + n, 0);
  const size = sum > 810 ? t('k3.bet.big') : sum < 810 ? t('k3.bet.small') : null;
  return [t('keno.sum', { n: sum }), ...(size ? [size] : []), sum % 2 ? t('k3.bet.odd') : t('k3.bet.even')];
}

/** A number's colour band (1–20, 21–40, 41–60, 61–80), as keno boards colour their balls. */
export const bandOf = (n: number) => Math.min(3, Math.floor((n - 1) / 20));
