import { useEffect, useMemo, useState } from 'react';

/**
 * The vendor's clock as the page reads it. A countdown to a draw's close must not trust the
 * device's clock (a phone minutes off would show betting open on a closed draw): every answer
 * carrying `serverTime` moves the skew, taken at the middle of the request's round trip.
 */
export interface ServerClock {
  now(): number;
  sync(serverTime: string, sentAt: number, receivedAt: number): void;
}

export function serverClock(device: () => number = () => Date.now()): ServerClock {
  let skew = 0;
  return {
    now: () => device() + skew,
    sync(serverTime, sentAt, receivedAt) {
      const server = Date.parse(serverTime);
      if (Number.isFinite(server)) skew = server - (sentAt + receivedAt) / 2;
    },
  };
}

export const useServerClock = () => useMemo(() => serverClock(), []);

/** The server's time, ticking a few times a second (a countdown's re-render). */
export function useServerNow(clock: ServerClock, everyMs = 250): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}

/** Milliseconds as the countdown reads them: "04:59" (hours only when there are some). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${minutes}:${seconds}` : `${minutes}:${seconds}`;
}
