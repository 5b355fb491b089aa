import type { ReactNode } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';

export interface SlipLine {
  id: string;
  label: string;
  /** The odds as read ("1.99×", "2.00× – 4.00×"). */
  odds: string;
  /** What the line returns at its best, stake included (minor units). */
  win: number;
  /** LO: paid per prize number that matches. */
  perMatch?: boolean;
}

export type SlipMessage = { kind: 'error' | 'ok'; text: string } | null;

/**
 * The bet slip: its lines with their odds and what each may win, the stake (one for every line),
 * the total and the purchase. The game owns what the lines are and how they are bought.
 */
export function BetSlip(props: {
  lines: readonly SlipLine[];
  stake: ReactNode;
  total: number;
  busy: boolean;
  /** Betting closed, or nothing to buy yet. */
  disabled: boolean;
  message: SlipMessage;
  onRemove: (id: string) => void;
  onClear: () => void;
  onBuy: () => void;
}) {
  const { t, formatMoney } = useShell();
  const { lines } = props;
  return (
    <div className="dg-slip-card">
      <div className="dg-slip-head">
        <h2 className="dg-h2">
          {t('draw.slip.title')}
          {lines.length > 0 ? <span className="dg-count">{lines.length}</span> : null}
        </h2>
        {lines.length > 0 ? (
          <button type="button" className="dg-text-button" onClick={props.onClear} disabled={props.busy}>
            {t('draw.slip.clear')}
          </button>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="muted small dg-slip-empty">{t('draw.slip.empty')}</p>
      ) : (
        <ul className="dg-slip-lines">
          {lines.map((line) => (
            <li key={line.id}>
              <span className="dg-slip-bet">
                <span className="dg-slip-label">{line.label}</span>
                <span className="dg-slip-odds">{line.odds}</span>
              </span>
              <span className="dg-slip-win">
                <span className="sr-only">{t('draw.slip.winUpTo')} </span>
                {formatMoney(line.win)}
                {line.perMatch ? <small> {t('draw.slip.perMatch')}</small> : null}
              </span>
              <button
                type="button"
                className="dg-remove"
                aria-label={t('draw.slip.remove', { bet: line.label })}
                disabled={props.busy}
                onClick={() => props.onRemove(line.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.stake}
      <dl className="dg-slip-sum">
        <div>
          <dt>{t('draw.slip.bets', { n: lines.length })}</dt>
          <dd>
            {t('draw.slip.total')} <strong>{formatMoney(props.total)}</strong>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button-primary dg-buy"
        disabled={props.disabled || props.busy || lines.length === 0}
        onClick={props.onBuy}
      >
        {props.busy ? t('draw.slip.buying') : t('draw.slip.buy')}
      </button>
      {props.message ? (
        <p
          className={`dg-slip-message ${props.message.kind}`}
          role={props.message.kind === 'error' ? 'alert' : 'status'}
        >
          {props.message.text}
        </p>
      ) : null}
    </div>
  );
}
