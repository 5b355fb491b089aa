import { useEffect, useState } from 'react';

/** True `delayMs` after `open` turns true (at once for 0), false as soon as it turns false. */
export function useDelayedOpen(open: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(open && delayMs <= 0);
  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return open && shown;
}
