import type { PromotionDetail } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useMoneyText } from '../../lib/money-text.ts';
import { useClaimPromotion } from '../../lib/rewards/claim-promotion.ts';
import { useClaimRaffle } from '../../lib/rewards/claim-raffle.ts';
import { useUi } from '../../lib/ui-store.ts';
import { ContactIdField, contactProblem } from '../../ui/form/contact-id-field.tsx';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { type RaffleOutcome, RaffleStage } from '../../ui/raffle/raffle-stage.tsx';
import { useJoinPromotion } from './api/join-promotion.ts';
import { ApplyForm } from './apply-form.tsx';
import { StateHint } from './state-hint.tsx';
import { ACTIONABLE, useStateLabel } from './state-label.tsx';

/**
 * The member's state as a button with the spec's label, and what it leads to: the
 * login popup for a visitor, the application form, a claim, joining a raffle or a draw.
 * Other states are shown on a button that does nothing (disabled).
 */
export function PromoAction({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  const label = useStateLabel();
  const member = useAuth((state) => state.token !== null);
  const openAuthModal = useUi((ui) => ui.openAuthModal);
  const claim = useClaimPromotion();
  const draw = useClaimRaffle();
  const join = useJoinPromotion();
  const [formOpen, setFormOpen] = useState(false);
  const [applied, setApplied] = useState(false);
  const [contactId, setContactId] = useState('');
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<RaffleOutcome | null>(null);
  const { kind, state, contact } = promotion;
  const redeems = state === 'Claim';

  const redeem = () => {
    setTried(true);
    if (contactProblem(contact, contactId)) return;
    const body = { promotionId: promotion.id, ...(contact === 'none' ? {} : { contactId: contactId.trim() }) };
    if (kind === 'raffle') {
      draw.mutate(body, {
        onSuccess: ({ draw: drawn }) =>
          setOutcome({
            drawId: drawn.id,
            prizeIndex: drawn.prizeIndex,
            prizeLabel: drawn.prizeLabel,
            prizeAmount: drawn.prizeAmount,
          }),
      });
    } else {
      claim.mutate(body);
    }
  };

  const act = () => {
    if (!member) return openAuthModal('login');
    if (state === 'Join' && kind === 'deposit-bonus') return setFormOpen(true);
    if (state === 'Join' && kind === 'raffle') return join.mutate(promotion.id);
    if (redeems) return redeem();
  };

  const busy = claim.isPending || draw.isPending || join.isPending;
  const actionable = !member || ACTIONABLE.includes(state);
  const prizes = promotion.terms.kind === 'raffle' ? promotion.terms.prizes.map((prize) => prize.label) : [];
  const game = promotion.terms.kind === 'raffle' ? promotion.terms.game : null;

  return (
    <section className="promo-panel" aria-labelledby="promo-state-heading">
      <h2 id="promo-state-heading" className="visually-hidden">
        {t('detail.yourState')}
      </h2>
      <button
        type="button"
        className="button promo-state-button"
        disabled={!actionable || busy}
        onClick={act}
        data-testid="promo-state-button"
      >
        {label(state)}
      </button>
      <StateHint promotion={promotion} member={member} />
      {member && redeems && contact !== 'none' && (
        <ContactIdField kind={contact} value={contactId} onChange={setContactId} showError={tried} />
      )}
      {claim.isSuccess && (
        <p className="form-success" role="status">
          {t('claim.done', { amount: money(claim.data.bonus.amount ?? 0) })}
        </p>
      )}
      {applied && (
        <p className="form-success" role="status">
          {t('apply.done')}
        </p>
      )}
      <ErrorAlert error={claim.error ?? draw.error ?? join.error} />
      {member && game && (state === 'Claim' || state === 'Joined' || outcome) && (
        <RaffleStage
          game={game}
          prizes={prizes}
          tickets={promotion.tickets}
          busy={busy}
          outcome={outcome}
          onDraw={redeem}
        />
      )}
      {formOpen && state === 'Join' && (
        <ApplyForm
          promotion={promotion}
          onDone={() => {
            setFormOpen(false);
            setApplied(true);
          }}
        />
      )}
    </section>
  );
}
