import type { Translate } from '../../../lib/i18n/index.ts';
import type { BetTypeRow, SlipBet } from '../slip-bet.ts';

const joined = (faces: readonly number[] | undefined) => (faces ?? []).join('');
const separated = (faces: readonly number[] | undefined) => (faces ?? []).join('·');

/** A K3 bet as the slip and the tickets name it. */
export function k3BetLabel(t: Translate, bet: SlipBet): string {
  const sum = /^sum-(\d+)$/.exec(bet.key);
  if (sum) return t('k3.bet.sum', { n: sum[1] ?? '' });
  const face = bet.faces?.[0] ?? 0;
  switch (bet.key) {
    case 'big':
      return t('k3.bet.big');
    case 'small':
      return t('k3.bet.small');
    case 'odd':
      return t('k3.bet.odd');
    case 'even':
      return t('k3.bet.even');
    case 'triple':
      return t('k3.bet.triple', { faces: `${face}${face}${face}` });
    case 'triple-any':
      return t('k3.bet.tripleAny');
    case 'double':
      return t('k3.bet.double', { faces: `${face}${face}` });
    case 'two-faces':
      return t('k3.bet.twoFaces', { faces: separated(bet.faces) });
    case 'three-faces':
      return t('k3.bet.threeFaces', { faces: separated(bet.faces) });
    case 'straight':
      return t('k3.bet.straight');
    case 'single':
      return t('k3.bet.single', { faces: joined(bet.faces) });
    default:
      return bet.key;
  }
}

/** A K3 bet type as the odds sheet names it (the ones that take faces, without them). */
export function k3TypeName(t: Translate, row: BetTypeRow): string {
  switch (row.key) {
    case 'triple':
      return t('k3.type.triple');
    case 'double':
      return t('k3.type.double');
    case 'two-faces':
      return t('k3.type.twoFaces');
    case 'three-faces':
      return t('k3.type.threeFaces');
    case 'single':
      return t('k3.type.single');
    default:
      return k3BetLabel(t, { key: row.key });
  }
}

/** What a K3 throw says besides its dice: its sum, and big or small, odd or even (a triple is neither). */
export function k3Facts(t: Translate, dice: readonly number[]): string[] {
  const [a = 0, b = 0, c = 0] = dice;
  const sum = a + b + c;
  if (a === b && b === c) return [t('k3.sum', { n: sum }), t('k3.triple')];
  return [
    t('k3.sum', { n: sum }),
    sum >= 11 ? t('k3.bet.big') : t('k3.bet.small'),
    sum % 2 ? t('k3.bet.odd') : t('k3.bet.even'),
  ];
}
