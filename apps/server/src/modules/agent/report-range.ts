import { AGENT_RANGE_MAX_DAYS, type AgentDatePreset } from '@arcadia/contracts';
import { AppError, ValidationError } from '../../platform/errors.ts';
import { dayStart } from '../wallet/transactions.service.ts';

/** A report's days on the brand's clock, yyyy-MM-dd, both ends included. */
export interface ReportDays {
  startDate: string;
  endDate: string;
}

interface Asked {
  preset?: AgentDatePreset | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

const DAY_MS = 86_400_000;
const PRESETS: Record<AgentDatePreset, { days: number; ahead: boolean }> = {
  last7days: { days: 7, ahead: false },
  last30days: { days: 30, ahead: false },
  next7days: { days: 7, ahead: true },
  next30days: { days: 30, ahead: true },
};

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const spanOf = (range: ReportDays) =>
  Math.round((Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The days a report covers. A preset wins: the previous N days end today, the next N
 * days start today. Otherwise the dates asked, a missing end being today and a
 * missing start the 6 days before the end. A day that does not exist, a start after
 * the end, or more than AGENT_RANGE_MAX_DAYS days are refused.
 */
export function reportDays(asked: Asked, offsetMinutes: number, now = Date.now()): ReportDays {
  const today = new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);
  if (asked.preset) {
    const { days, ahead } = PRESETS[asked.preset];
    return ahead
      ? { startDate: today, endDate: addDays(today, days - 1) }
      : { startDate: addDays(today, 1 - days), endDate: today };
  }
  const endDate = asked.endDate ?? today;
  const range = { startDate: asked.startDate ?? addDays(endDate, -6), endDate };
  // Refuses days like 2024-02-30 (the contract's pattern lets them through).
  dayStart('startDate', range.startDate, offsetMinutes);
  dayStart('endDate', range.endDate, offsetMinutes);
  if (range.startDate > range.endDate) throw new ValidationError([{ field: 'endDate', key: 'bad-request' }]);
  if (spanOf(range) > AGENT_RANGE_MAX_DAYS) throw new AppError('range-too-long', null, { days: AGENT_RANGE_MAX_DAYS });
  return range;
}

/** The instants [from, to) of the report's days. */
export function instantsOf(range: ReportDays, offsetMinutes: number) {
  const from = dayStart('startDate', range.startDate, offsetMinutes);
  const to = new Date(dayStart('endDate', range.endDate, offsetMinutes).getTime() + DAY_MS);
  return { from, to };
}

/** Every day of the range, oldest first. */
export function eachDay(range: ReportDays): string[] {
  const out: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) out.push(day);
  return out;
}

/** Pages of a list that pages at most `maxRows` deep. */
export const pagesOf = (total: number, pageSize: number, maxRows: number) =>
  Math.min(Math.ceil(total / pageSize), Math.floor(maxRows / pageSize));
