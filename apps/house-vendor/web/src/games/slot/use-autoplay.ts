import { useRef, useState } from 'react';
import type { TextKey } from '../../lib/i18n/index.ts';
import { pace } from './pace.ts';
import type { Outcome } from './use-slot-play.ts';

/** Autoplay's choices of rounds. */
export const AUTO_COUNTS = [10, 25, 50] as const;

/**
 * Plays rounds one after another until the count runs out, the player stops it, a round wins a
 * feature, a spin fails, or the balance would not cover the next spin (checked before each).
 */
export function useAutoplay(
  play: { spin: () => Promise<Outcome>; balance: () => number },
  stake: number,
  quick: boolean,
) {
  const [left, setLeft] = useState<number | null>(null);
  const [note, setNote] = useState<TextKey | null>(null);
  const run = useRef<{ left: number; stop: boolean } | null>(null);
  const latest = useRef({ play, stake, quick });
  latest.current = { play, stake, quick };

  const start = async (count: number) => {
    if (run.current) return;
    const auto = { left: count, stop: false };
    run.current = auto;
    setLeft(count);
    setNote(null);
    try {
      while (auto.left > 0 && !auto.stop) {
        if (latest.current.play.balance() < latest.current.stake) {
          setNote('slot.autoStoppedBalance');
          break;
        }
        auto.left -= 1;
        setLeft(auto.left);
        const outcome = await latest.current.play.spin();
        if (outcome === 'failed') break;
        if (outcome === 'feature') {
          setNote('slot.autoStoppedFeature');
          break;
        }
        if (auto.left > 0 && !auto.stop)
          await new Promise((resolve) => setTimeout(resolve, pace(latest.current.quick).gap));
      }
    } finally {
      run.current = null;
      setLeft(null);
    }
  };

  return {
    /** Rounds still to play, null when autoplay is off. */
    left,
    /** Why autoplay stopped early, until the next start. */
    note,
    clearNote: () => setNote(null),
    start,
    stop: () => {
      if (run.current) run.current.stop = true;
    },
  };
}
