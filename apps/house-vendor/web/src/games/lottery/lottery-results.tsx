import type { OpenedDraw } from '@arcadia/contracts';
import { useState } from 'react';
import { ShieldIcon } from '../../shell/icons.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { LotteryBoard } from './lottery-board.tsx';

const NONE: ReadonlySet<string> = new Set();
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The latest results, newest first: each draw's special prize, its whole table on a tap, and its check. */
export function LotteryResults(props: { results: readonly OpenedDraw[] | null; onVerify: (drawNo: number) => void }) {
  const { t } = useShell();
  const [open, setOpen] = useState<number | null>(null);
  const { results } = props;
  if (results === null) return <p className="muted">{t('shell.loading')}</p>;
  if (results.length === 0) return <p className="muted dg-empty">{t('draw.noResults')}</p>;
  return (
    <ul className="dg-results">
      {results.map((draw) => (
        <li key={draw.drawNo} className={open === draw.drawNo ? 'open' : ''}>
          <div className="dg-result-row">
            <button
              type="button"
              className="dg-result-main"
              aria-expanded={open === draw.drawNo}
              onClick={() => setOpen(open === draw.drawNo ? null : draw.drawNo)}
            >
              <span className="dg-result-issue">
                <span className="mono">{draw.issue}</span>
                <span className="muted small">{time(draw.drawAt)}</span>
              </span>
              <span className="lotto-special">{draw.special}</span>
            </button>
            <button
              type="button"
              className="dg-icon-button"
              aria-label={`${t('draw.fair.verify')} ${draw.issue}`}
              onClick={() => props.onVerify(draw.drawNo)}
            >
              <ShieldIcon />
            </button>
          </div>
          {open === draw.drawNo ? <LotteryBoard draw={draw} animate={false} drawing={false} marks={NONE} /> : null}
        </li>
      ))}
    </ul>
  );
}
