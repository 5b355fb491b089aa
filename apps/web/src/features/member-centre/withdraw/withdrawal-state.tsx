import type { Withdrawal } from '@arcadia/contracts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useBrandTime } from '../../../lib/brand-clock.ts';
import { countdown } from './countdown.ts';

/**
 * A withdrawal's state in words, with what goes with it: the reason for a
 * rejection, and for a paid one when it counts as received by itself.
 */
export function WithdrawalState({ withdrawal, now }: { withdrawal: Withdrawal; now: number }) {
  const { t } = useTranslation('cashier');
  const time = useBrandTime();
  const { state, rejectReason, autoReceiveAt } = withdrawal;
  let note: string | null = null;
  if (state === 'rejected' && rejectReason) note = t('withdraw.rejectReason', { reason: rejectReason });
  if (state === 'paid' && autoReceiveAt) {
    const left = countdown(Date.parse(autoReceiveAt) - now);
    note = left
      ? t('withdraw.autoReceiveAt', { time: time(autoReceiveAt), left })
      : t('withdraw.autoReceiving', { time: time(autoReceiveAt) });
  }
  return (
    <div className="withdrawal-state">
      <span className={`state-badge is-${state}`}>{t(`withdraw.state.${state}`)}</span>
      {note && <span className="state-note">{note}</span>}
    </div>
  );
}
