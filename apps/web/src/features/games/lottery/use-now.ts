import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs` while the component is mounted. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Seconds left until an instant, as m:ss (or h:mm:ss); null once it has passed. */
export function timeLeft(untilIso: string, nowMs: number): string | null {
  const seconds = Math.ceil((Date.parse(untilIso) - nowMs) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
