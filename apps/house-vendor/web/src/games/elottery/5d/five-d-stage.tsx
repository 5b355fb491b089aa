import type { ElotteryResult } from '@arcadia/contracts';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';
import { fiveDFacts } from './five-d-labels.ts';

/** Each wheel's strip: the ten digits this many times over, so a spin runs through several turns. */
const TURNS = 5;
const STRIP = Array.from({ length: TURNS * 10 }, (_, i) => i % 10);
const SPIN_MS = 1_300;
const STAGGER_MS = 380;
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

type Wheels = { at: number[]; moving: boolean };
const rest = (digits: readonly number[]): Wheels => ({ at: digits.map((d) => (TURNS - 1) * 10 + d), moving: false });

/**
 * 5D's stage: five digit wheels (DOM and CSS: crisp digits at any size, a transform each). While
 * a draw is drawn they spin; a fresh result stops them one by one, position 1 first.
 */
export function FiveDStage(props: {
  result: ElotteryResult | null;
  animate: boolean;
  drawing: boolean;
  onDrawn: () => void;
}) {
  const { t } = useShell();
  const { result, animate, drawing } = props;
  const key = result?.digits?.join('') ?? '';
  // The digits by their key: a new array with the same numbers is the same result, not another to draw.
  const digits = useMemo(() => (key ? key.split('').map(Number) : null), [key]);
  const [wheels, setWheels] = useState<Wheels>(() => rest(digits ?? [0, 0, 0, 0, 0]));
  const [landing, setLanding] = useState(false);
  const drawn = useRef(props.onDrawn);
  drawn.current = props.onDrawn;

  useEffect(() => {
    if (!digits) return;
    if (!animate || reducedMotion()) {
      setWheels(rest(digits));
      return;
    }
    // From the first turn (no transition), then across four turns onto the digits.
    setLanding(true);
    setWheels({ at: digits.map(() => 0), moving: false });
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => setWheels({ at: rest(digits).at, moving: true })),
    );
    const done = setTimeout(
      () => {
        setLanding(false);
        drawn.current();
      },
      SPIN_MS + STAGGER_MS * 4 + 80,
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
  }, [digits, animate]);

  const spinning = drawing && !landing;
  return (
    <div className="fd-stage">
      <div className={`fd-wheels ${spinning ? 'spinning' : ''}`}>
        {wheels.at.map((at, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five wheels, one per position, never reordered
          <div key={i} className="fd-wheel">
            <div
              className="fd-strip"
              style={
                {
                  '--at': at,
                  transition: wheels.moving
                    ? `transform ${SPIN_MS + i * STAGGER_MS}ms cubic-bezier(.15,.7,.2,1)`
                    : 'none',
                } as CSSProperties
              }
            >
              {STRIP.map((d, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a wheel's strip is fixed
                <span key={j} aria-hidden="true">
                  {d}
                </span>
              ))}
            </div>
            <span className="fd-place">{i + 1}</span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {digits && !landing ? digits.join(' ') : ''}
      </p>
      <div className="el-facts">
        {digits && !landing && !drawing ? (
          fiveDFacts(t, digits).map((fact) => (
            <span key={fact} className="el-fact">
              {fact}
            </span>
          ))
        ) : drawing || landing ? (
          <span className="el-fact muted">{t('draw.drawing')}</span>
        ) : null}
      </div>
    </div>
  );
}
