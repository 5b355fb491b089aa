import { useEffect, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as a clock: "4:05", "29:59", "1:00:00"; null once it has run out. */
export function countdown(leftMs: number): string | null {
  if (leftMs <= 0) return null;
  const total = Math.ceil(leftMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The current time, ticking every second while `active` (a clock on screen), still otherwise. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
