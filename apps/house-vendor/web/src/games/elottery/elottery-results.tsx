import { ShieldIcon } from '../../shell/icons.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import type { ElotteryGameView } from './slip-bet.ts';
import type { ElotteryDrawn } from './use-elottery.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The latest results, newest first, each with its way to the check. */
export function ElotteryResults(props: {
  results: readonly ElotteryDrawn[] | null;
  view: ElotteryGameView;
  onVerify: (drawNo: number) => void;
}) {
  const { t } = useShell();
  const { results, view } = props;
  if (results === null) return <p className="muted">{t('shell.loading')}</p>;
  if (results.length === 0) return <p className="muted dg-empty">{t('draw.noResults')}</p>;
  return (
    <ul className="dg-results">
      {results.map((draw) => (
        <li key={draw.drawNo}>
          <div className="dg-result-row">
            <div className="dg-result-main">
              <span className="dg-result-issue">
                <span className="mono">{draw.issue}</span>
                <span className="muted small">{time(draw.drawAt)}</span>
              </span>
              <view.ResultView result={draw.result} />
            </div>
            <button
              type="button"
              className="dg-icon-button"
              aria-label={`${t('draw.fair.verify')} ${draw.issue}`}
              onClick={() => props.onVerify(draw.drawNo)}
            >
              <ShieldIcon />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
