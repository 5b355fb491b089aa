import { type ReactNode, useEffect, useState } from 'react';

/** Set once the first page's deferred parts have rendered: after that nothing waits. */
let settled = false;

/**
 * Renders its children a task after the first paint, on the first page only: the page's content and
 * the parts below the fold (footer, shortcut bar, the home page's lower sections) each render in a task of their own
 * instead of all in the one that paints the first screen, so no single task holds a phone's main
 * thread for long. Later pages render them at once. Until then it shows `fallback` (nothing by default).
 */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => {
        setShown(true);
        // A task later: a Later inside these children, mounted by this render, still waits its turn.
        setTimeout(() => {
          settled = true;
        });
      });
    };
    const frame = requestAnimationFrame(show);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : fallback;
}
