import type { SlotState } from '@arcadia/contracts';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { ReelsScene, SceneLook } from './scene-api.ts';
import { StillScene, type StillView } from './still-scene.ts';
import { coloursOf, hex, symbolUrl } from './title.ts';

/**
 * The reels in `host`: Pixi is loaded once the page is up (the first paint does not wait for it)
 * and draws them; where it cannot (no WebGL), still images do. `scene()` answers once either is ready.
 */
export function useReels(host: RefObject<HTMLDivElement | null>, state: SlotState | null, grid: string[][] | null) {
  const [still, setStill] = useState<StillView | null>(null);
  const [drawn, setDrawn] = useState(false);
  const made = useRef<Promise<ReelsScene> | null>(null);
  const look = useMemo<SceneLook | null>(() => {
    if (!state || !grid) return null;
    const colours = coloursOf(state.title);
    return {
      symbols: state.symbols.map((symbol) => ({ ...symbol, url: symbolUrl(state.gameCode, symbol.id) })),
      grid,
      colours: { primary: hex(colours.primary), accent: hex(colours.accent), surface: hex(colours.surface) },
    };
  }, [state, grid]);

  useEffect(() => {
    const where = host.current;
    if (!look || !where) return;
    let live = true;
    const still = () => new StillScene(look.grid, (view) => live && setStill(view));
    const scene = import('./slot-scene.ts')
      .then(async ({ SlotScene }) => {
        const pixi = new SlotScene(where, look);
        try {
          await pixi.ready;
          return pixi as ReelsScene;
        } catch (error) {
          pixi.destroy();
          throw error;
        }
      })
      .catch(() => still());
    made.current = scene;
    void scene.then(() => live && setDrawn(true));
    return () => {
      live = false;
      made.current = null;
      void scene.then((s) => s.destroy());
    };
  }, [host, look]);

  return {
    still,
    /** The symbols are loaded and the reels drawn. */
    drawn,
    /** The reels once drawn (waits while Pixi loads). */
    scene: (): Promise<ReelsScene> | null => made.current,
  };
}
