import type { Reward } from '@arcadia/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoneyText } from '../../lib/money-text.ts';
import { ErrorAlert } from '../../ui/form/form-parts.tsx';
import { usePointBalance } from './api/point-balance.ts';
import { usePointRewards } from './api/point-rewards.ts';
import { RedeemDialog } from './redeem-dialog.tsx';

function RewardCard({ reward, balance, onRedeem }: { reward: Reward; balance: number; onRedeem: () => void }) {
  const { t } = useTranslation('points');
  const money = useMoneyText();
  const short = reward.points - balance;
  return (
    <li className={`reward-card${reward.available ? '' : ' reward-card-off'}`}>
      <img className="reward-image" src={reward.imageUrl} alt="" width={240} height={240} loading="lazy" />
      <div className="reward-body">
        <span className={`reward-kind reward-kind-${reward.kind}`}>{t(`reward.${reward.kind}`)}</span>
        <h3 className="reward-name">{reward.name}</h3>
        {reward.description && <p className="reward-description">{reward.description}</p>}
        <p className="reward-points">{t('reward.points', { points: reward.points.toLocaleString('en-US') })}</p>
        {reward.amount > 0 && <p className="reward-value">{t('reward.value', { amount: money(reward.amount) })}</p>}
        <p className="reward-stock">
          {reward.stock === 0
            ? t('reward.soldOut')
            : reward.available
              ? t('reward.stock', { count: reward.stock })
              : t('reward.notOffered')}
        </p>
        <button
          type="button"
          className="button reward-redeem"
          disabled={!reward.available || short > 0}
          aria-label={t('reward.redeemName', { name: reward.name })}
          onClick={onRedeem}
        >
          {t('reward.redeem')}
        </button>
        {reward.available && short > 0 && (
          <p className="reward-short">{t('reward.short', { points: short.toLocaleString('en-US') })}</p>
        )}
      </div>
    </li>
  );
}

/** Exchange goods: every reward on show with its own art; Redeem opens the form for that reward. */
export function RewardGrid({ onRedeemed }: { onRedeemed: () => void }) {
  const { t, i18n } = useTranslation('points');
  const rewards = usePointRewards(i18n.language, true);
  const balance = usePointBalance(true).data?.balance ?? 0;
  const [chosen, setChosen] = useState<Reward | null>(null);
  return (
    <>
      <ErrorAlert error={rewards.error} />
      {rewards.isPending && (
        <p className="mall-loading" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {rewards.data && rewards.data.list.length === 0 && <p className="mall-empty">{t('reward.empty')}</p>}
      {rewards.data && rewards.data.list.length > 0 && (
        <ul className="reward-grid" aria-label={t('reward.list')}>
          {rewards.data.list.map((reward) => (
            <RewardCard key={reward.id} reward={reward} balance={balance} onRedeem={() => setChosen(reward)} />
          ))}
        </ul>
      )}
      {chosen && (
        <RedeemDialog
          reward={chosen}
          balance={balance}
          onClose={() => setChosen(null)}
          onSeeHistory={() => {
            setChosen(null);
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
