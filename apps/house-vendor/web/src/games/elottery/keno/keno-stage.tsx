import type { ElotteryResult } from '@arcadia/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useShell } from '../../../shell/shell-context.tsx';
import { kenoFacts } from './keno-labels.ts';
import type { KenoScene } from './keno-scene.ts';

/** Keno's stage: the twenty balls drawn by Pixi (loaded after the first paint), and what they say. */
export function KenoStage(props: {
  result: ElotteryResult | null;
  animate: boolean;
  drawing: boolean;
  onDrawn: () => void;
}) {
  const { t } = useShell();
  const { result, animate, drawing } = props;
  const host = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<KenoScene | null>(null);
  const [falling, setFalling] = useState(false);
  const drawn = useRef(props.onDrawn);
  drawn.current = props.onDrawn;

  useEffect(() => {
    let live = true;
    let made: KenoScene | null = null;
    void import('./keno-scene.ts').then(({ KenoScene }) => {
      if (!live || !host.current) return;
      made = new KenoScene(host.current);
      setScene(made);
    });
    return () => {
      live = false;
      made?.destroy();
    };
  }, []);

  const key = result?.order?.join(',') ?? '';
  // The order by their key: a new array with the same numbers is the same result, not another to draw.
  const order = useMemo(() => (key ? key.split(',').map(Number) : null), [key]);
  useEffect(() => {
    if (!scene || !order) return;
    if (!animate) {
      scene.show(order);
      return;
    }
    setFalling(true);
    let live = true;
    void scene.drop(order).then(() => {
      if (!live) return;
      setFalling(false);
      drawn.current();
    });
    return () => {
      live = false;
    };
  }, [scene, order, animate]);
  useEffect(() => scene?.tumble(drawing && !falling), [scene, drawing, falling]);

  return (
    <div className="keno-stage">
      <div className="keno-canvas" ref={host} />
      <p className="sr-only" aria-live="polite">
        {order && !falling ? order.join(' ') : ''}
      </p>
      <div className="el-facts">
        {result?.numbers && !falling && !drawing ? (
          kenoFacts(t, result.numbers).map((fact) => (
            <span key={fact} className="el-fact">
              {fact}
            </span>
          ))
        ) : drawing || falling ? (
          <span className="el-fact muted">{t('draw.drawing')}</span>
        ) : null}
      </div>
    </div>
  );
}
