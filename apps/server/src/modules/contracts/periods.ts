import { type ContractTerms, REALTIME_SALARY_MINUTES, type WagePeriod } from '@arcadia/contracts';

/**
 * Settlement periods on a brand's clock (its offset in minutes east of GMT). Days,
 * weeks (Monday first), half months (1st–15th, 16th–end) and months start at the
 * brand's local midnight; hours at its local hour; real-time windows every 5 minutes.
 */
export type Cadence = WagePeriod | 'Hourly' | 'Realtime';

export interface Period {
  start: Date;
  end: Date;
  /** The period as a person reads it, on the brand's clock. */
  label: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW = REALTIME_SALARY_MINUTES * MINUTE;

/** How long after a period ends it is settled: bets decided at its last moment have committed by then. */
export const SETTLE_LAG_MS: Record<Cadence, number> = {
  Realtime: MINUTE,
  Hourly: 2 * MINUTE,
  Daily: 10 * MINUTE,
  Weekly: 10 * MINUTE,
  Semimonthly: 10 * MINUTE,
  Monthly: 10 * MINUTE,
};

export const cadenceOf = (terms: ContractTerms): Cadence =>
  terms.kind === 'realtime' ? 'Realtime' : terms.kind === 'hourly' ? 'Hourly' : terms.period;

/** "YYYY-MM-DD" of a local-midnight instant shifted onto the brand's clock. */
const localDay = (ms: number, offsetMs: number) => new Date(ms + offsetMs).toISOString().slice(0, 10);
const localTime = (ms: number, offsetMs: number) => new Date(ms + offsetMs).toISOString().slice(11, 16);

/** The period of `cadence` that `at` falls in. */
export function periodContaining(cadence: Cadence, at: Date, offsetMinutes: number): Period {
  const offsetMs = offsetMinutes * MINUTE;
  const t = at.getTime();
  if (cadence === 'Realtime') {
    const start = Math.floor(t / WINDOW) * WINDOW;
    const label = `${localDay(start, offsetMs)} ${localTime(start, offsetMs)}–${localTime(start + WINDOW, offsetMs)}`;
    return { start: new Date(start), end: new Date(start + WINDOW), label };
  }
  if (cadence === 'Hourly') {
    const start = Math.floor((t + offsetMs) / HOUR) * HOUR - offsetMs;
    return {
      start: new Date(start),
      end: new Date(start + HOUR),
      label: `${localDay(start, offsetMs)} ${localTime(start, offsetMs)}`,
    };
  }
  const local = new Date(t + offsetMs);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const midnight = (year: number, month: number, day: number) => Date.UTC(year, month, day) - offsetMs;
  let start: number;
  let end: number;
  switch (cadence) {
    case 'Daily':
      start = midnight(y, m, d);
      end = midnight(y, m, d + 1);
      break;
    case 'Weekly': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      start = midnight(y, m, d - sinceMonday);
      end = midnight(y, m, d - sinceMonday + 7);
      break;
    }
    case 'Semimonthly':
      start = d <= 15 ? midnight(y, m, 1) : midnight(y, m, 16);
      end = d <= 15 ? midnight(y, m, 16) : midnight(y, m + 1, 1);
      break;
    case 'Monthly':
      start = midnight(y, m, 1);
      end = midnight(y, m + 1, 1);
      break;
  }
  const first = localDay(start, offsetMs);
  const last = localDay(end - DAY, offsetMs);
  return { start: new Date(start), end: new Date(end), label: first === last ? first : `${first} – ${last}` };
}

/** The period right after `period`. */
export const nextPeriod = (cadence: Cadence, period: Period, offsetMinutes: number) =>
  periodContaining(cadence, period.end, offsetMinutes);

/** The brand days (YYYY-MM-DD) a day-based period covers, in order. */
export function daysOf(period: Period, offsetMinutes: number): string[] {
  const days: string[] = [];
  for (let at = period.start.getTime(); at < period.end.getTime(); at += DAY) {
    days.push(localDay(at, offsetMinutes * MINUTE));
  }
  return days;
}
