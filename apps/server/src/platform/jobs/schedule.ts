/**
 * Recurring work is cut into slots of a fixed length, counted from the Unix epoch
 * (plus an offset, e.g. midnight in a brand's zone for daily work). Every process
 * computes the same slots, and a slot's job has a unique key, so however many
 * processes enqueue a slot it becomes one job.
 */
export interface Schedule {
  name: string;
  intervalMs: number;
  /** Shifts the slot boundaries; a daily slot at 16:00 UTC (midnight UTC+8) is offsetMs 16h. */
  offsetMs: number;
}

/** The start (epoch ms) of the slot that `now` falls in. */
export function slotStart(now: Date, schedule: Pick<Schedule, 'intervalMs' | 'offsetMs'>): number {
  const { intervalMs, offsetMs } = schedule;
  return Math.floor((now.getTime() - offsetMs) / intervalMs) * intervalMs + offsetMs;
}

/** The one unique key of a slot's job, e.g. `salary.realtime@2025-01-01T00:05:00.000Z`. */
export const slotKey = (name: string, startMs: number) => `${name}@${new Date(startMs).toISOString()}`;

export function checkSchedule(schedule: Schedule): void {
  const { intervalMs, offsetMs } = schedule;
  if (!Number.isSafeInteger(intervalMs) || intervalMs < 1000) {
    throw new Error(`jobs: ${schedule.name} needs an interval of at least 1000 ms, got ${intervalMs}`);
  }
  if (!Number.isSafeInteger(offsetMs) || offsetMs < 0 || offsetMs >= intervalMs) {
    throw new Error(`jobs: ${schedule.name} needs an offset in [0, interval), got ${offsetMs}`);
  }
}
