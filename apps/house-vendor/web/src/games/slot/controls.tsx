import type { SlotState } from '@arcadia/contracts';
import { useState } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { AutoIcon, BoltIcon, InfoIcon, MinusIcon, PlusIcon, SpinIcon, StopIcon } from './icons.tsx';
import { AUTO_COUNTS } from './use-autoplay.ts';
import './slot-controls.css';

/** The bet: one of the stakes the title offers, stepped down and up; the line bet (or coin) under it. */
function BetStepper(props: { state: SlotState; stake: number; onStake: (stake: number) => void; locked: boolean }) {
  const { t, formatMoney } = useShell();
  const { state, stake } = props;
  const at = state.stakes.indexOf(stake);
  const coin = formatMoney(stake / state.coins);
  return (
    <div className="bet">
      <button
        type="button"
        className="bet-step"
        aria-label={t('slot.betDown')}
        disabled={props.locked || at <= 0}
        onClick={() => props.onStake(state.stakes[at - 1] ?? stake)}
      >
        <MinusIcon />
      </button>
      <output className="bet-value" aria-live="polite">
        <span className="bet-label">{t('slot.bet')}</span>
        <span className="bet-amount">{formatMoney(stake)}</span>
        <span className="bet-coin">
          {state.evaluation === 'lines'
            ? t('slot.lineBet', { lines: state.paylines.length, coin })
            : t('slot.waysBet', { ways: 243, coin })}
        </span>
      </output>
      <button
        type="button"
        className="bet-step"
        aria-label={t('slot.betUp')}
        disabled={props.locked || at < 0 || at >= state.stakes.length - 1}
        onClick={() => props.onStake(state.stakes[at + 1] ?? stake)}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

/**
 * Under the reels, in thumb's reach: the bet, then Auto, the big Spin (Stop while autoplay runs;
 * a second press while the reels turn stops them at once), Quick spin; the autoplay choices,
 * and the paytable and rules.
 */
export function SlotControls(props: {
  state: SlotState;
  stake: number;
  onStake: (stake: number) => void;
  busy: boolean;
  /** The pick board is open: the round waits for the player's picks. */
  picking: boolean;
  autoLeft: number | null;
  onAuto: (count: number) => void;
  quick: boolean;
  onQuick: (quick: boolean) => void;
  onPress: () => void;
  onInfo: () => void;
  cannotCover: boolean;
}) {
  const { t } = useShell();
  const [menu, setMenu] = useState(false);
  const auto = props.autoLeft !== null;
  const spinLabel = auto ? t('slot.stopAuto') : t('slot.spin');
  return (
    <div className="slot-controls">
      <BetStepper state={props.state} stake={props.stake} onStake={props.onStake} locked={props.busy || auto} />
      <div className="slot-actions">
        <button
          type="button"
          className="round-button"
          aria-expanded={menu}
          aria-pressed={auto}
          disabled={props.busy && !auto}
          onClick={() => setMenu((open) => !open)}
        >
          <AutoIcon />
          <span>{auto ? props.autoLeft : t('slot.auto')}</span>
        </button>
        <button
          type="button"
          className={`spin-button${props.busy && !auto ? ' turning' : ''}${auto ? ' auto' : ''}`}
          aria-label={spinLabel}
          disabled={props.picking || (!props.busy && !auto && props.cannotCover)}
          onClick={props.onPress}
        >
          {auto ? <StopIcon /> : <SpinIcon />}
          {auto ? <span className="spin-left">{t('slot.autoLeft', { n: props.autoLeft ?? 0 })}</span> : null}
        </button>
        <button
          type="button"
          className="round-button"
          aria-pressed={props.quick}
          onClick={() => props.onQuick(!props.quick)}
        >
          <BoltIcon />
          <span>{t('slot.quick')}</span>
        </button>
      </div>
      {menu && !auto ? (
        <fieldset className="auto-menu">
          <legend className="field-label">{t('slot.autoTitle')}</legend>
          <div className="chips">
            {AUTO_COUNTS.map((count) => (
              <button
                key={count}
                type="button"
                className="chip"
                disabled={props.busy || props.cannotCover}
                onClick={() => {
                  setMenu(false);
                  props.onAuto(count);
                }}
              >
                {t('slot.autoSpins', { n: count })}
              </button>
            ))}
          </div>
          <p className="muted small">{t('slot.autoHint')}</p>
        </fieldset>
      ) : null}
      <div className="slot-foot">
        <button type="button" className="link slot-info" onClick={props.onInfo}>
          <InfoIcon />
          {t('slot.info')}
        </button>
        <span className="space-hint muted small">{t('slot.spaceHint')}</span>
      </div>
    </div>
  );
}
