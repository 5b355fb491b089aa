import type { ElotteryResult } from '@arcadia/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';
import { DiceRow } from './dice-face.tsx';
import { k3Facts } from './k3-labels.ts';
import type { K3Scene } from './k3-scene.ts';

/** K3's stage: the dice drawn by Pixi (loaded after the first paint), and what the throw says. */
export function K3Stage(props: {
  result: ElotteryResult | null;
  animate: boolean;
  drawing: boolean;
  onDrawn: () => void;
}) {
  const { t } = useShell();
  const { result, animate, drawing, onDrawn } = props;
  const host = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<K3Scene | null>(null);
  const [rolling, setRolling] = useState(false);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  useEffect(() => {
    let live = true;
    let made: K3Scene | null = null;
    void import('./k3-scene.ts').then(({ K3Scene }) => {
      if (!live || !host.current) return;
      made = new K3Scene(host.current);
      setScene(made);
    });
    return () => {
      live = false;
      made?.destroy();
    };
  }, []);

  const key = result?.dice?.join('') ?? '';
  // The dice by their key: a new array with the same numbers is the same result, not another to draw.
  const dice = useMemo(() => (key ? key.split('').map(Number) : null), [key]);
  useEffect(() => {
    if (!scene || !dice) return;
    if (!animate) {
      scene.show(dice);
      return;
    }
    setRolling(true);
    let live = true;
    void scene.roll(dice).then(() => {
      if (!live) return;
      setRolling(false);
      drawn.current();
    });
    return () => {
      live = false;
    };
  }, [scene, dice, animate]);
  useEffect(() => scene?.shake(drawing && !rolling), [scene, drawing, rolling]);

  return (
    <div className="k3-stage">
      <div className="k3-canvas" ref={host} />
      <p className="sr-only" aria-live="polite">
        {dice && !rolling ? <DiceRow faces={dice} /> : null}
      </p>
      <div className="el-facts">
        {dice && !rolling && !drawing ? (
          k3Facts(t, dice).map((fact) => (
            <span key={fact} className="el-fact">
              {fact}
            </span>
          ))
        ) : drawing || rolling ? (
          <span className="el-fact muted">{t('draw.drawing')}</span>
        ) : null}
      </div>
    </div>
  );
}
