/**
 * The draw schedule as the server keeps it (server/games/lottery/schedule.ts): draw N takes bets
 * during [N·I, (N+1)·I − close) and is drawn at (N+1)·I. The page only needs what follows from
 * it: the draw whose time has come, and when to ask the vendor again.
 */

export interface Timing {
  intervalMs: number;
}

/** The latest draw whose time has come at `now` (its result is due). */
export const dueDrawNo = (timing: Timing, now: number) => Math.floor(now / timing.intervalMs) - 1;

export const drawAtOf = (timing: Timing, drawNo: number) => (drawNo + 1) * timing.intervalMs;

/** How long a result may be late before the page stops asking every second for it. */
const EAGER_MS = 30_000;

/**
 * When to ask the draw endpoint again. Fast (every second) while a result is due and not yet
 * shown, then slowing; otherwise just after the next moment something changes: the open draw
 * closes or a draw's time comes. Never more than 20 s apart (a result others' tabs caught),
 * and slowly while the page is hidden.
 */
export function pollDelay(input: {
  timing: Timing;
  now: number;
  /** When betting on the open draw closes. */
  closeAt: number;
  /** The newest drawn draw the page holds (null: none yet). */
  lastDrawn: number | null;
  hidden?: boolean;
}): number {
  const { timing, now, closeAt, lastDrawn } = input;
  if (input.hidden) return 30_000;
  const due = dueDrawNo(timing, now);
  if (lastDrawn === null || lastDrawn < due) {
    const late = now - drawAtOf(timing, due);
    if (late < EAGER_MS) return 1_000;
    if (lastDrawn !== null) return 5_000;
  }
  const nextDraw = drawAtOf(timing, due + 1);
  const event = Math.min(closeAt > now ? closeAt : Number.POSITIVE_INFINITY, nextDraw);
  return Math.min(20_000, Math.max(500, event - now + 300));
}

/** Vietnam time (UTC+7), in which issues are numbered per day. */
const VN_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** yyyymmdd-nnnn: the Vietnam date the draw's slot starts on and its place that day from 0001 (as the server names it). */
export function issueOf(timing: Timing, drawNo: number): string {
  const start = drawNo * timing.intervalMs + VN_OFFSET_MS;
  const day = Math.floor(start / DAY_MS) * DAY_MS;
  const seq = Math.floor((start - day) / timing.intervalMs) + 1;
  return `${new Date(day).toISOString().slice(0, 10).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
}

/** The draw before the open one while its result is not in yet (closed, or past its time). */
export function pendingDraw(timing: Timing, openDrawNo: number, lastDrawn: number | null) {
  const drawNo = openDrawNo - 1;
  if (lastDrawn !== null && lastDrawn >= drawNo) return null;
  return { drawNo, issue: issueOf(timing, drawNo), drawAt: drawAtOf(timing, drawNo) };
}
