import type { PromotionDetail } from '@arcadia/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { useBrandTime } from '../../lib/brand-clock.ts';
import { useMoneyText } from '../../lib/money-text.ts';

/** One line under the state button saying what it means now and what would move it on. */
export function StateHint({ promotion, member }: { promotion: PromotionDetail; member: boolean }) {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  const time = useBrandTime();
  const { terms } = promotion;
  const text = (() => {
    switch (promotion.state) {
      case 'Coming soon':
        return t('hint.comingSoon', { time: time(promotion.startsAt) });
      case 'Close':
        if (promotion.ineligible) return t(`hint.ineligible.${promotion.ineligible}`);
        return t('hint.closed');
      case 'Join':
        if (!member) return t('hint.logIn');
        return terms.kind === 'raffle' ? t('hint.joinRaffle') : t('hint.apply', { amount: money(promotion.claimable) });
      case 'Claim':
        return terms.kind === 'raffle'
          ? t('raffle.tickets', { count: promotion.tickets })
          : t('hint.claim', { amount: money(promotion.claimable) });
      case 'Process':
        if (terms.kind === 'deposit-bonus') return t('hint.process.depositBonus', { min: money(terms.minDeposit) });
        if (terms.kind === 'first-deposit') return t('hint.process.firstDeposit', { min: money(terms.minDeposit) });
        if (terms.kind === 'rebate') return t('hint.process.rebate', { min: money(terms.minClaim) });
        if (terms.kind === 'check-in') return t('hint.process.checkIn', { min: money(terms.minValidBet) });
        return '';
      case 'Joined':
        return t('hint.joined');
      case 'Signed':
        return t('hint.signed', { count: promotion.streak });
      case 'Claimed':
        return terms.kind === 'rebate' ? t('hint.claimedRebate') : t('hint.claimed');
      case 'Applying':
        return t('hint.applying');
      case 'Issued':
        return t('hint.issued');
      case 'Rejected':
        return promotion.application?.note
          ? t('hint.rejectedWhy', { note: promotion.application.note })
          : t('hint.rejected');
    }
  })();
  return text ? <p className="promo-hint">{text}</p> : null;
}
