import type { Translate } from '../../../lib/i18n/index.ts';
import { clockText } from './server-clock.ts';

export interface BarDraw {
  issue: string;
  closeAt: number;
  seedHash: string;
}

/**
 * The draw taking bets: its issue, the countdown to its close (server time), the draw before it
 * while that one is still to be drawn, and the seed hash committed before any bet.
 */
export function DrawBar(props: {
  t: Translate;
  now: number;
  open: BarDraw;
  /** The closed draw still waiting for its time, or its result. */
  pending: { issue: string; drawAt: number } | null;
}) {
  const { t, now, open, pending } = props;
  const left = open.closeAt - now;
  const waiting = pending && pending.drawAt <= now;
  return (
    <div className="dg-bar">
      <div className="dg-bar-main">
        <div className="dg-bar-draw">
          <span className="dg-bar-issue">{t('draw.issue', { issue: open.issue })}</span>
          <span className="dg-bar-phase">{t('draw.closesIn')}</span>
        </div>
        <time className={`dg-countdown ${left < 10_000 ? 'urgent' : ''}`} role="timer" aria-live="off">
          {clockText(left)}
        </time>
      </div>
      {pending ? (
        <p className="dg-bar-pending" aria-live="polite">
          {waiting ? (
            t('draw.waiting', { issue: pending.issue })
          ) : (
            <>
              {t('draw.drawingIn', { issue: pending.issue })} <strong>{clockText(pending.drawAt - now)}</strong>
            </>
          )}
        </p>
      ) : null}
      <details className="dg-hash">
        <summary>
          <span>{t('draw.showHash')}</span>
          <code className="mono">{open.seedHash.slice(0, 12)}…</code>
        </summary>
        <p className="small muted">{t('draw.nextHash', { issue: open.issue })}</p>
        <code className="mono dg-hash-full">{open.seedHash}</code>
      </details>
    </div>
  );
}
