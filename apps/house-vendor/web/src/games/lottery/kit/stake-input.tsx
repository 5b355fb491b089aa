import { useEffect, useId, useState } from 'react';
import { minorOf, stakeText } from '../../../lib/money.ts';
import { useShell } from '../../../shell/shell-context.tsx';

/** Chips in whole units, those within the limits shown. */
const CHIPS = [1, 5, 10, 50, 100, 500];

/**
 * The stake every bet of the slip carries: typed in whole units with cents or set by a chip,
 * kept within the game's limits (not the originals' StakeField: a lottery's limits are its own).
 */
export function StakeInput(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (minor: number) => void;
  disabled?: boolean;
}) {
  const { t, formatMoney } = useShell();
  const { value, min, max, onChange } = props;
  const id = useId();
  const [text, setText] = useState(stakeText(value));
  useEffect(() => setText(stakeText(value)), [value]);
  const clamp = (minor: number) => Math.min(max, Math.max(min, Math.round(minor)));
  const commit = (raw: string) => {
    const minor = minorOf(raw);
    const next = minor === null ? value : clamp(minor);
    onChange(next);
    setText(stakeText(next));
  };
  const chips = CHIPS.map((units) => units * 100).filter((minor) => minor >= min && minor <= max);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        <span>{props.label}</span>
        <span className="field-hint">{t('bet.range', { min: formatMoney(min), max: formatMoney(max) })}</span>
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
        <button type="button" className="chip" disabled={props.disabled} onClick={() => onChange(clamp(value / 2))}>
          {t('bet.half')}
        </button>
        <button type="button" className="chip" disabled={props.disabled} onClick={() => onChange(clamp(value * 2))}>
          {t('bet.double')}
        </button>
      </div>
      <div className="dg-chips">
        {chips.map((minor) => (
          <button
            key={minor}
            type="button"
            className="chip dg-chip"
            aria-pressed={value === minor}
            disabled={props.disabled}
            onClick={() => onChange(minor)}
          >
            {formatMoney(minor).replace(/[.,]00$/, '')}
          </button>
        ))}
      </div>
    </div>
  );
}
