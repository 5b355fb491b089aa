/**
 * Lets a call through at most once per `ms`; calls inside the window are
 * dropped, not delayed (a double click must not send two SMS).
 */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return <T>(run: () => T): T | undefined => {
    const at = now();
    if (at - last < ms) return undefined;
    last = at;
    return run();
  };
}
