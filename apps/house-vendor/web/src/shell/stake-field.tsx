import { useEffect, useId, useState } from 'react';
import { MAX_STAKE, MIN_STAKE } from '../../../games/originals/game.ts';
import { minorOf, stakeText } from '../lib/money.ts';
import { useShell } from './shell-context.tsx';

/** Keeps a stake within the games' limits. */
export const clampStake = (minor: number) => Math.min(MAX_STAKE, Math.max(MIN_STAKE, Math.round(minor)));

/**
 * The bet amount: typed in whole units with cents, halved or doubled with a tap, kept within
 * the games' limits (₱1–₱100,000) when it leaves the field.
 */
export function StakeField(props: { value: number; onChange: (minor: number) => void; disabled?: boolean }) {
  const { t, formatMoney, balance } = useShell();
  const id = useId();
  const [text, setText] = useState(stakeText(props.value));
  useEffect(() => setText(stakeText(props.value)), [props.value]);
  const commit = (raw: string) => {
    const minor = minorOf(raw);
    const next = minor === null ? props.value : clampStake(minor);
    props.onChange(next);
    setText(stakeText(next));
  };
  const set = (minor: number) => props.onChange(clampStake(minor));
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        <span>{t('bet.stake')}</span>
        <span className="field-hint">
          {t('bet.range', { min: formatMoney(MIN_STAKE), max: formatMoney(MAX_STAKE) })}
        </span>
      </label>
      <div className="stake">
        <input
          id={id}
          className="stake-input"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={props.disabled}
          onChange={(event) => setText(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button type="button" className="chip" disabled={props.disabled} onClick={() => set(props.value / 2)}>
          {t('bet.half')}
        </button>
        <button type="button" className="chip" disabled={props.disabled} onClick={() => set(props.value * 2)}>
          {t('bet.double')}
        </button>
        <button
          type="button"
          className="chip"
          disabled={props.disabled}
          onClick={() => set(Math.max(MIN_STAKE, Math.min(balance, MAX_STAKE)))}
        >
          {t('bet.max')}
        </button>
      </div>
    </div>
  );
}
