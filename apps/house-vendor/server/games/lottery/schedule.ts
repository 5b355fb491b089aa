import type { LotteryDrawRef } from '@arcadia/contracts';

/**
 * Draw numbers are slots of the game's interval counted from the Unix epoch: draw N takes bets
 * during [N·I, (N+1)·I − close) and is drawn at (N+1)·I. Every process computes the same numbers
 * without asking the database. Shared by the Vietnam lottery and the e-lottery.
 */
export interface DrawTiming {
  intervalSeconds: number;
  closeSeconds: number;
}

/** Vietnam time (UTC+7), in which issues are numbered per day. */
const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export const drawAtMs = (timing: DrawTiming, drawNo: number) => (drawNo + 1) * timing.intervalSeconds * 1000;
export const closeAtMs = (timing: DrawTiming, drawNo: number) => drawAtMs(timing, drawNo) - timing.closeSeconds * 1000;

/** The draw whose slot contains `atMs` (its betting may already be closed). */
export const slotDrawNo = (timing: DrawTiming, atMs: number) => Math.floor(atMs / (timing.intervalSeconds * 1000));

/** The draw taking bets at `atMs`: the current slot's, or the next once the current one has closed. */
export function openDrawNo(timing: DrawTiming, atMs: number): number {
  const current = slotDrawNo(timing, atMs);
  return atMs < closeAtMs(timing, current) ? current : current + 1;
}

/** The latest draw whose time has come at `atMs` (drawn at its slot's end). */
export const dueDrawNo = (timing: DrawTiming, atMs: number) => slotDrawNo(timing, atMs) - 1;

/** True when draw `drawNo` is the one taking bets at `atMs` (no betting on later draws yet). */
export const bettingOpen = (timing: DrawTiming, drawNo: number, atMs: number) => drawNo === openDrawNo(timing, atMs);

/** yyyymmdd-nnnn: the Vietnam date the draw's slot starts on and its place that day from 0001. */
export function issueOf(timing: DrawTiming, drawNo: number): string {
  const startMs = drawNo * timing.intervalSeconds * 1000 + VN_OFFSET_MS;
  const dayStart = Math.floor(startMs / DAY_MS) * DAY_MS;
  const seq = Math.floor((startMs - dayStart) / (timing.intervalSeconds * 1000)) + 1;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(seq).padStart(4, '0')}`;
}

export function drawRef(timing: DrawTiming, drawNo: number): LotteryDrawRef {
  return {
    drawNo,
    issue: issueOf(timing, drawNo),
    drawAt: new Date(drawAtMs(timing, drawNo)).toISOString(),
    closeAt: new Date(closeAtMs(timing, drawNo)).toISOString(),
  };
}
