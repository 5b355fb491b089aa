import { useCallback, useEffect, useRef, useState } from 'react';
import { createThrottle } from './throttle.ts';

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  return { remaining, start };
}

/** A throttled runner that lives as long as the component. */
export function useThrottle(ms: number): <T>(run: () => T) => T | undefined {
  const ref = useRef<ReturnType<typeof createThrottle> | null>(null);
  ref.current ??= createThrottle(ms);
  return ref.current;
}
