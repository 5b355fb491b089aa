import type { Translate } from '../../../lib/i18n/index.ts';
import type { BetTypeRow, SlipBet } from '../slip-bet.ts';

/** A 5D bet as the slip and the tickets name it. */
export function fiveDBetLabel(t: Translate, bet: SlipBet): string {
  const position = t('5d.position', { n: bet.position ?? '' });
  const digits = (bet.digits ?? []).join(' ');
  switch (bet.key) {
    case 'digit':
      return t('5d.bet.digit', { position, digits });
    case 'position-big':
      return t('5d.bet.big', { position });
    case 'position-small':
      return t('5d.bet.small', { position });
    case 'position-odd':
      return t('5d.bet.odd', { position });
    case 'position-even':
      return t('5d.bet.even', { position });
    case 'sum-big':
      return t('5d.bet.sumBig');
    case 'sum-small':
      return t('5d.bet.sumSmall');
    case 'sum-odd':
      return t('5d.bet.sumOdd');
    case 'sum-even':
      return t('5d.bet.sumEven');
    case 'dragon':
      return t('5d.bet.dragon');
    case 'tiger':
      return t('5d.bet.tiger');
    case 'tie':
      return t('5d.bet.tie');
    case 'front-2':
      return t('5d.bet.front2', { digits });
    case 'front-3':
      return t('5d.bet.front3', { digits });
    default:
      return bet.key;
  }
}

/** A 5D bet type as the odds sheet names it (those that take a position or digits, without them). */
export function fiveDTypeName(t: Translate, row: BetTypeRow): string {
  switch (row.key) {
    case 'digit':
      return t('5d.type.digit');
    case 'position-big':
      return t('5d.type.big');
    case 'position-small':
      return t('5d.type.small');
    case 'position-odd':
      return t('5d.type.odd');
    case 'position-even':
      return t('5d.type.even');
    case 'front-2':
      return t('5d.type.front2');
    case 'front-3':
      return t('5d.type.front3');
    default:
      return fiveDBetLabel(t, { key: row.key });
  }
}

/** What five digits say besides themselves: the sum, big or small, odd or even, dragon, tiger or tie. */
export function fiveDFacts(t: Translate, digits: readonly number[]): string[] {
  const sum = digits.reduce((total, d) => total + d, 0);
  const first = digits[0] ?? 0;
  const fifth = digits[4] ?? 0;
  return [
    t('5d.sum', { n: sum }),
    sum >= 23 ? t('5d.big') : t('5d.small'),
    sum % 2 ? t('5d.odd') : t('5d.even'),
    first > fifth ? t('5d.bet.dragon') : first < fifth ? t('5d.bet.tiger') : t('5d.bet.tie'),
  ];
}
