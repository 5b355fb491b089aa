import type { MissionPeriod } from '@arcadia/contracts';

/**
 * Periods on a brand's clock. Days are calendar dates `YYYY-MM-DD` of the brand's
 * zone (minutes east of GMT), as member_day_stats counts them; a week runs Monday to
 * Sunday.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The brand day of an instant. */
export const brandDay = (at: Date, offsetMinutes: number): string =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month holding `day`, and its last. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

export interface Period {
  /** First brand day; also the claim's key. */
  start: string;
  /** Last brand day, or null for a one-off mission without an end. */
  end: string | null;
}

/**
 * The period of a mission that holds `today`: the day, its week, or (once) the
 * mission's whole run from the day it starts.
 */
export function periodOf(
  mission: { period: MissionPeriod; startsAt: Date; endsAt: Date | null },
  today: string,
  offsetMinutes: number,
): Period {
  if (mission.period === 'daily') return { start: today, end: today };
  if (mission.period === 'weekly') {
    const start = weekStart(today);
    return { start, end: addDays(start, 6) };
  }
  return {
    start: brandDay(mission.startsAt, offsetMinutes),
    end: mission.endsAt ? brandDay(new Date(mission.endsAt.getTime() - 1), offsetMinutes) : null,
  };
}
