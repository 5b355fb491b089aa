import type { SlotState } from '@arcadia/contracts';
import { useEffect, useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import type { Banner } from './round-player.ts';
import type { Failure } from './use-slot-play.ts';
import { affordableStake, type Tier } from './wins.ts';
import './slot-overlays.css';

const TIER_KEY = { big: 'slot.bigWin', mega: 'slot.megaWin', epic: 'slot.epicWin' } as const;

/** A feature's moment over the reels; a tap moves on. */
export function BannerView(props: { banner: Banner; onTap: () => void }) {
  const { t, formatMoney } = useShell();
  const { banner } = props;
  const [title, big, sub] =
    banner.kind === 'free-won'
      ? [
          t('slot.freeSpins'),
          t('slot.freeWon', { n: banner.count }),
          banner.multiplier > 1 ? t('slot.multiplier', { n: banner.multiplier }) : null,
        ]
      : banner.kind === 'free-more'
        ? [t('slot.freeSpins'), t('slot.freeMore', { n: banner.count }), null]
        : banner.kind === 'free-end'
          ? [t('slot.freeEnd'), formatMoney(banner.amount), null]
          : [
              t('slot.pickTitle'),
              t('slot.pickHint'),
              banner.multiplier > 1 ? t('slot.pickPrizes', { n: banner.multiplier }) : null,
            ];
  return (
    <button type="button" className={`slot-banner banner-${banner.kind}`} onClick={props.onTap}>
      <span className="slot-banner-title">{title}</span>
      <span className={banner.kind === 'pick-start' ? 'slot-banner-text' : 'slot-banner-big'}>{big}</span>
      {sub ? <span className="slot-banner-sub">{sub}</span> : null}
      <span className="slot-banner-tap">{t('slot.tapToContinue')}</span>
    </button>
  );
}

/** A big win: its tier and the amount counting up; a tap moves on. */
export function Celebration(props: { tier: Tier; amount: number; duration: number; onTap: () => void }) {
  const { t, formatMoney } = useShell();
  const { amount, duration } = props;
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const start = performance.now();
    const run = Math.max(300, duration * 0.7);
    let frame = 0;
    const step = () => {
      const u = Math.min(1, (performance.now() - start) / run);
      setShown(Math.round(amount * (1 - (1 - u) ** 3)));
      if (u < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount, duration]);
  return (
    <button type="button" className={`slot-celebrate tier-${props.tier}`} onClick={props.onTap}>
      <span className="slot-celebrate-tier">{t(TIER_KEY[props.tier])}</span>
      <span className="slot-celebrate-amount">{formatMoney(shown)}</span>
      <span className="slot-banner-tap">{t('slot.tapToContinue')}</span>
    </button>
  );
}

/** A refused or failed spin in the player's language, with a way on. */
export function FailurePanel(props: {
  failure: Failure;
  state: SlotState;
  stake: number;
  onStake: (stake: number) => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t, formatMoney, balance } = useShell();
  const { failure } = props;
  const broke = failure.code === 'insufficient-balance';
  const lower = broke ? affordableStake(props.state.stakes, balance) : null;
  return (
    <div className="slot-panel" role="alert">
      <p className="slot-panel-text">{failure.message}</p>
      {broke && lower === null ? <p className="slot-panel-sub">{t('slot.noFunds')}</p> : null}
      <div className="slot-panel-actions">
        {broke && lower !== null && lower < props.stake ? (
          <button type="button" className="button-primary" onClick={() => props.onStake(lower)}>
            {t('slot.lowerBet', { amount: formatMoney(lower) })}
          </button>
        ) : null}
        {broke ? null : (
          <button type="button" className="button-primary" onClick={props.onRetry}>
            {t('shell.retry')}
          </button>
        )}
        <button type="button" className="button-secondary" onClick={props.onClose}>
          {t('slot.ok')}
        </button>
      </div>
    </div>
  );
}

/** A round the player left unfinished: shown again, or (its money still moving) said to be on its way. */
export function ResumePanel(props: {
  unfinished: NonNullable<SlotState['unfinished']>;
  onShow: () => void;
  onClose: () => void;
}) {
  const { t, formatMoney } = useShell();
  const { unfinished } = props;
  return (
    <div className="slot-panel" role="status">
      <p className="slot-panel-title">{t('slot.resumeTitle')}</p>
      <p className="slot-panel-text">
        {unfinished.round ? t('slot.resumeText') : t('slot.pendingText', { amount: formatMoney(unfinished.stake) })}
      </p>
      <div className="slot-panel-actions">
        {unfinished.round ? (
          <button type="button" className="button-primary" onClick={props.onShow}>
            {t('slot.resumeShow')}
          </button>
        ) : (
          <button type="button" className="button-primary" onClick={props.onClose}>
            {t('slot.ok')}
          </button>
        )}
      </div>
    </div>
  );
}
