import type { LotteryRegion, OpenedDraw } from '@arcadia/contracts';
import { useId } from 'react';
import { useShell } from '../../shell/shell-context.tsx';
import { VerifyPanel } from './kit/verify-panel.tsx';
import { prizesMatch } from './lottery-verify.ts';

/** The fairness tab: a drawn draw chosen from the results, its seed and hash, and the check in the browser. */
export function LotteryFair(props: {
  gameCode: string;
  region: LotteryRegion | null;
  results: readonly OpenedDraw[] | null;
  drawNo: number | null;
  onDraw: (drawNo: number) => void;
}) {
  const { t } = useShell();
  const id = useId();
  const { results, region, gameCode } = props;
  const draw = results?.find((d) => d.drawNo === props.drawNo) ?? results?.[0];
  if (!draw || !region) return <p className="muted">{t('draw.fair.pickDraw')}</p>;
  return (
    <div className="dg-fair">
      <label className="field-label" htmlFor={id}>
        {t('draw.tab.results')}
      </label>
      <select
        id={id}
        className="select"
        value={draw.drawNo}
        onChange={(event) => props.onDraw(Number(event.target.value))}
      >
        {(results ?? []).map((d) => (
          <option key={d.drawNo} value={d.drawNo}>
            {d.issue} · {d.special}
          </option>
        ))}
      </select>
      <VerifyPanel
        gameCode={gameCode}
        drawNo={draw.drawNo}
        issue={draw.issue}
        seed={draw.seed}
        hash={draw.seedHash}
        recompute={async (seed) => prizesMatch(region, gameCode, draw, seed)}
        hint={t('draw.fair.hintLotto', { game: gameCode, draw: draw.drawNo })}
      />
    </div>
  );
}
