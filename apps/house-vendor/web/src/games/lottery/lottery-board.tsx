import type { LotteryPrize, OpenedDraw } from '@arcadia/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n/index.ts';
import { useShell } from '../../shell/shell-context.tsx';

export const tierLabel = (t: Translate, tier: string) =>
  tier === 'special' ? t('lotto.special') : t('lotto.prize', { n: tier.slice(1) });

const STEP_MS = 120;
const ROLL_MS = 60;
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A prize number with its last two digits (what lô and đề read) set apart, marked when one of the player's numbers is there. */
function PrizeNumber(props: { number: string; marked: boolean; special: boolean }) {
  const { number } = props;
  return (
    <span className={`lotto-num ${props.marked ? 'hit' : ''} ${props.special ? 'special' : ''}`}>
      {number.slice(0, -2)}
      <b>{number.slice(-2)}</b>
    </span>
  );
}

/** Random digits of a number not drawn yet, changing as the board rolls. */
const rolling = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');

/**
 * The result board: every tier of a draw, the special prize first. A fresh result is drawn on
 * it: numbers roll, then land one by one from the lowest tier up to the special prize, as the
 * live Vietnamese draws reveal it.
 */
export function LotteryBoard(props: {
  draw: OpenedDraw | null;
  /** Draw it (the result just came). */
  animate: boolean;
  /** Waiting for a draw's result: the board rolls. */
  drawing: boolean;
  /** The draw being drawn, named while the board rolls. */
  drawingIssue?: string;
  /** The player's picks on this draw: a prize number ending in one is marked. */
  marks: ReadonlySet<string>;
  onDrawn?: () => void;
}) {
  const { t } = useShell();
  const { draw, animate, drawing, marks, onDrawn } = props;
  const total = draw ? draw.prizes.reduce((sum, prize) => sum + prize.numbers.length, 0) : 0;
  const drawNo = draw?.drawNo ?? null;
  const play = animate && !reducedMotion();
  // How many numbers of which draw have landed; a draw not played yet starts from none.
  const [progress, setProgress] = useState<{ drawNo: number | null; count: number }>({ drawNo: null, count: 0 });
  const revealed = !play ? Number.POSITIVE_INFINITY : progress.drawNo === drawNo ? progress.count : 0;
  const [, setTick] = useState(0);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  useEffect(() => {
    if (drawNo === null || !play) return;
    let shown = 0;
    const timer = setInterval(() => {
      shown += 1;
      setProgress({ drawNo, count: shown });
      if (shown >= total) {
        clearInterval(timer);
        drawn.current?.();
      }
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [drawNo, play, total]);

  const rollingNow = drawing || revealed < total;
  useEffect(() => {
    if (!rollingNow || reducedMotion()) return;
    const timer = setInterval(() => setTick((n) => n + 1), ROLL_MS);
    return () => clearInterval(timer);
  }, [rollingNow]);

  if (!draw) return <p className="muted dg-empty">{t('draw.noResults')}</p>;
  // The order numbers land in: the lowest tier's first, the special prize's last.
  const order = new Map<string, number>();
  let place = total;
  for (const prize of draw.prizes) {
    for (const [i] of prize.numbers.entries()) order.set(`${prize.tier}:${i}`, --place);
  }
  const landed = (prize: LotteryPrize, i: number) => !drawing && (order.get(`${prize.tier}:${i}`) ?? 0) < revealed;
  const marked = (number: string) => marks.has(number.slice(-2)) || marks.has(number.slice(-3));

  return (
    <div className={`lotto-board ${drawing ? 'drawing' : ''}`}>
      <div className="lotto-board-head">
        <span>{drawing ? t('draw.drawing') : t('draw.latest')}</span>
        <span className="mono">
          {t('draw.issue', { issue: drawing ? (props.drawingIssue ?? draw.issue) : draw.issue })}
        </span>
      </div>
      <table className="lotto-table">
        <tbody>
          {draw.prizes.map((prize) => (
            <tr key={prize.tier} className={`tier-${prize.tier}`}>
              <th scope="row">{tierLabel(t, prize.tier)}</th>
              <td>
                {prize.numbers.map((number, i) =>
                  landed(prize, i) ? (
                    <PrizeNumber
                      // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers repeat and keep their place
                      key={i}
                      number={number}
                      marked={marked(number)}
                      special={prize.tier === 'special'}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers repeat and keep their place
                    <span key={i} className={`lotto-num rolling ${prize.tier === 'special' ? 'special' : ''}`}>
                      {rolling(number.length)}
                    </span>
                  ),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
