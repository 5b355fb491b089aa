import { useCallback, useEffect, useRef } from 'react';

/**
 * Asks again and again: `load` runs now, then after the delay it answers (no WebSocket yet), at
 * once when the tab is shown again, and whenever the returned `kick` is called (after a
 * purchase). Never two loads at a time; a kick during one runs another right after it.
 */
export function usePolling(load: () => Promise<number>, key: unknown): () => void {
  const current = useRef(load);
  current.current = load;
  const kick = useRef<() => void>(() => {});

  useEffect(() => {
    // The key is what starts the loop again (another game).
    void key;
    let live = true;
    let running = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      if (running) {
        again = true;
        return;
      }
      running = true;
      let delay = 5_000;
      try {
        delay = await current.current();
      } catch {
        // The load reports its own failures; the loop only waits and asks again.
      }
      running = false;
      if (!live) return;
      if (again) {
        again = false;
        void run();
        return;
      }
      timer = setTimeout(run, delay);
    };
    const shown = () => {
      if (document.visibilityState === 'visible') void run();
    };
    kick.current = () => void run();
    document.addEventListener('visibilitychange', shown);
    void run();
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
      kick.current = () => {};
    };
  }, [key]);

  return useCallback(() => kick.current(), []);
}

/** Reports a failing poll once, not every second it keeps failing; quiet again once it answers. */
export function useOnceError(showError: (error: unknown) => void) {
  const failing = useRef(false);
  return {
    failed: useCallback(
      (error: unknown) => {
        if (!failing.current) showError(error);
        failing.current = true;
      },
      [showError],
    ),
    answered: useCallback(() => {
      failing.current = false;
    }, []),
  };
}
