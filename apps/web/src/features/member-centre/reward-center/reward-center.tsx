import type { RewardItem } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useMoneyText } from '../../../lib/money-text.ts';
import { useClaimPromotion } from '../../../lib/rewards/claim-promotion.ts';
import { useClaimRaffle } from '../../../lib/rewards/claim-raffle.ts';
import { useNavigate } from '../../../lib/router/router.tsx';
import { useUi } from '../../../lib/ui-store.ts';
import { ContactIdField, contactProblem } from '../../../ui/form/contact-id-field.tsx';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { PanelPage } from '../../../ui/panel/panel-page.tsx';
import { PromoArt } from '../../../ui/promo-art/promo-art.tsx';
import { type RaffleOutcome, RaffleStage } from '../../../ui/raffle/raffle-stage.tsx';
import { useRewardCenter } from './api/reward-center.ts';
import '../bonus-details/bonus-details.css';

/** One reward to claim now: a rebate, check-in or first-deposit bonus, or raffle tickets to draw. */
interface RewardCardProps {
  item: RewardItem;
  onClaimed: (text: string) => void;
  /** The last draw of this raffle, kept by the page: the card may outlive its last ticket to show it. */
  outcome: RaffleOutcome | null;
  onDrawn: (item: RewardItem, outcome: RaffleOutcome) => void;
}

function RewardCard({ item, onClaimed, outcome, onDrawn }: RewardCardProps) {
  const { t } = useTranslation('promotions');
  const money = useMoneyText();
  const claim = useClaimPromotion();
  const draw = useClaimRaffle();
  const [contactId, setContactId] = useState('');
  const [tried, setTried] = useState(false);
  const body = { promotionId: item.promotionId, ...(item.contact === 'none' ? {} : { contactId: contactId.trim() }) };
  const ready = () => {
    setTried(true);
    return contactProblem(item.contact, contactId) === null;
  };
  const claimIt = () => {
    if (!ready()) return;
    // The claim's refresh drops this card from the list before a per-call onSuccess would run
    // (React Query skips it once the card is gone): the promise still settles, and the message
    // lives in the page. A refusal shows through `claim.error` while the card stays.
    claim.mutateAsync(body).then(
      ({ bonus }) => onClaimed(t('claim.doneFrom', { amount: money(bonus.amount ?? 0), title: item.title })),
      () => {},
    );
  };
  const drawIt = () => {
    if (!ready()) return;
    // As with a claim: the promise settles even when the refresh has dropped a spent raffle's card.
    draw.mutateAsync(body).then(
      ({ draw: drawn }) =>
        onDrawn(item, {
          drawId: drawn.id,
          prizeIndex: drawn.prizeIndex,
          prizeLabel: drawn.prizeLabel,
          prizeAmount: drawn.prizeAmount,
        }),
      () => {},
    );
  };
  return (
    <li className="reward-item">
      <div className="reward-item-art">
        <PromoArt seed={item.promotionId} kind={item.kind} hue={item.artHue} game={item.game} />
      </div>
      <div className="reward-item-body">
        <h4 className="reward-item-title">{item.title}</h4>
        {item.game ? (
          <p className="form-hint">{t('raffle.tickets', { count: item.tickets })}</p>
        ) : (
          <p className="bonus-item-amount">{money(item.amount)}</p>
        )}
        {item.contact !== 'none' && (
          <ContactIdField kind={item.contact} value={contactId} onChange={setContactId} showError={tried} />
        )}
        {!item.game && (
          <button
            type="button"
            className="button"
            disabled={claim.isPending}
            onClick={claimIt}
            aria-label={t('reward.claimName', { title: item.title })}
          >
            {t('state.claim')}
          </button>
        )}
        <ErrorAlert error={claim.error ?? draw.error} />
      </div>
      {item.game && (
        <RaffleStage
          game={item.game}
          prizes={item.prizes}
          tickets={item.tickets}
          busy={draw.isPending}
          outcome={outcome}
          onDraw={drawIt}
        />
      )}
    </li>
  );
}

/** The reward centre: everything the member can claim right now, each claimed once. */
export function RewardCenter() {
  const { t } = useTranslation('promotions');
  const rewards = useRewardCenter();
  const navigate = useNavigate();
  const closeMemberPanel = useUi((ui) => ui.closeMemberPanel);
  const [claimed, setClaimed] = useState<string | null>(null);
  // Raffles drawn here, with their last outcome: one whose last ticket was drawn stays to show the prize.
  const [drawn, setDrawn] = useState<Record<string, { item: RewardItem; outcome: RaffleOutcome }>>({});
  const listed = rewards.data?.items;
  const items = listed && [
    ...listed,
    ...Object.values(drawn)
      .filter((kept) => !listed.some((item) => item.promotionId === kept.item.promotionId))
      .map((kept) => ({ ...kept.item, tickets: 0 })),
  ];
  const onDrawn = (item: RewardItem, outcome: RaffleOutcome) =>
    setDrawn((before) => ({ ...before, [item.promotionId]: { item, outcome } }));
  return (
    <PanelPage
      id="centre-page-rewardCenter"
      title={t('memberCentre:page.rewardCenter')}
      className="centre-page reward-page"
    >
      <p className="form-success reward-status" role="status">
        {claimed}
      </p>
      <ErrorAlert error={rewards.error} />
      {items && items.length === 0 && (
        <div className="promo-empty">
          <p>{t('reward.empty')}</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              closeMemberPanel();
              navigate('/promotions');
            }}
          >
            {t('reward.browse')}
          </button>
        </div>
      )}
      {items && items.length > 0 && (
        <ul className="reward-list" aria-label={t('reward.list')} aria-busy={rewards.isFetching}>
          {items.map((item) => (
            <RewardCard
              key={item.promotionId}
              item={item}
              onClaimed={setClaimed}
              outcome={drawn[item.promotionId]?.outcome ?? null}
              onDrawn={onDrawn}
            />
          ))}
        </ul>
      )}
    </PanelPage>
  );
}
