import { useEffect, useState } from 'react';

/**
 * The index of the shown slide, advancing every `intervalMs` while not paused.
 * Choosing a slide restarts the wait, so it stays up a full interval.
 */
export function useAutoplay(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, count, intervalMs, paused]);
  return [current, setIndex] as const;
}
