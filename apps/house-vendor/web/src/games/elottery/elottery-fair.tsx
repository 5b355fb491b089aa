import type { ElotteryGameCode } from '@arcadia/contracts';
import { useId } from 'react';
import { verifyDraw } from '../../../../games/elottery/fairness.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { VerifyPanel } from '../lottery/kit/verify-panel.tsx';
import { type ElotteryFamily, loadEngine, sameResult } from './engines.ts';
import type { ElotteryDrawn } from './use-elottery.ts';

/** The fairness tab: a drawn draw chosen from the results, its seed and hash, and the check with the game's engine. */
export function ElotteryFair(props: {
  family: ElotteryFamily;
  gameCode: ElotteryGameCode;
  results: readonly ElotteryDrawn[] | null;
  drawNo: number | null;
  onDraw: (drawNo: number) => void;
}) {
  const { t } = useShell();
  const id = useId();
  const { results, gameCode, family } = props;
  const draw = results?.find((d) => d.drawNo === props.drawNo) ?? results?.[0];
  if (!draw) return <p className="muted">{t('draw.fair.pickDraw')}</p>;
  const recompute = async (seed: string) => {
    const engine = await loadEngine(family);
    const { result } = verifyDraw({ seed, hash: draw.seedHash, gameCode, drawNo: draw.drawNo }, engine.draw);
    return sameResult(draw.result, result);
  };
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
            {d.issue}
          </option>
        ))}
      </select>
      <VerifyPanel
        gameCode={gameCode}
        drawNo={draw.drawNo}
        issue={draw.issue}
        seed={draw.seed || null}
        hash={draw.seedHash}
        recompute={recompute}
        hint={t('draw.fair.hintElottery', {
          game: gameCode,
          draw: draw.drawNo,
          rule: t(`draw.fair.rule.${family}`),
        })}
      />
    </div>
  );
}
