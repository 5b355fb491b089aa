import type { BetDatePreset, betRecords, Language, personalProfit, QueryOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { ValidationError } from '../../platform/errors.ts';
import { dayStart } from '../wallet/transactions.service.ts';
import { type BetFilter, betsRepo } from './bets.repo.ts';

const DAY_MS = 86_400_000;
type Brand = { id: number; gmtOffsetMinutes: number };
type Range = { preset?: BetDatePreset; startDate?: string; endDate?: string };

/** yyyy-MM-dd of an instant in the brand's zone. */
const localDay = (at: number, offsetMinutes: number) =>
  new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** The days a preset covers, ending today in the brand's zone. */
export function presetDays(preset: BetDatePreset, offsetMinutes: number, now = Date.now()) {
  const today = localDay(now, offsetMinutes);
  const back = (days: number) => localDay(now - days * DAY_MS, offsetMinutes);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: back(1), endDate: back(1) };
    case 'last7days':
      return { startDate: back(6), endDate: today };
    case 'last30days':
      return { startDate: back(29), endDate: today };
  }
}

/** The instants [from, to) of a range of brand-local days; a preset wins over explicit dates. */
export function rangeOf(range: Range, offsetMinutes: number, now = Date.now()) {
  const days = range.preset ? presetDays(range.preset, offsetMinutes, now) : range;
  const from = days.startDate ? dayStart('startDate', days.startDate, offsetMinutes) : null;
  const endDay = days.endDate ? dayStart('endDate', days.endDate, offsetMinutes) : null;
  if (from && endDay && endDay < from) throw new ValidationError([{ field: 'endDate', key: 'bad-request' }]);
  return { from, to: endDay ? new Date(endDay.getTime() + DAY_MS) : null, days };
}

/** The betting record: newest first, one page, with totals over everything the filters match. */
export async function listBets(
  db: Db,
  brand: Brand,
  memberId: string,
  query: QueryOf<typeof betRecords>,
  lang: Language,
) {
  const { from, to } = rangeOf(query, brand.gmtOffsetMinutes);
  const filter: BetFilter = {
    merchantId: brand.id,
    memberId,
    vendor: query.vendor ?? null,
    gameType: query.gameType ?? null,
    state: query.state ?? null,
    from,
    to,
  };
  const repo = betsRepo(db);
  const { total, ...totals } = await repo.totals(filter);
  const list = await repo.page(filter, query.language ?? lang, query.pageSize, (query.pageNo - 1) * query.pageSize);
  return { list, total, totalPages: Math.ceil(total / query.pageSize), totals };
}

/** Profit and loss per day or category; the range defaults to the last 7 days. */
export async function profitAndLoss(db: Db, brand: Brand, memberId: string, query: QueryOf<typeof personalProfit>) {
  // A bounded range: none means the last 7 days; a missing end is today, a missing start the end day.
  const today = localDay(Date.now(), brand.gmtOffsetMinutes);
  const endDate = query.endDate ?? today;
  const asked = query.preset
    ? { preset: query.preset }
    : query.startDate || query.endDate
      ? { startDate: query.startDate ?? endDate, endDate }
      : { preset: 'last7days' as const };
  const { from, to, days } = rangeOf(asked, brand.gmtOffsetMinutes);
  const filter: BetFilter = { merchantId: brand.id, memberId, vendor: null, gameType: null, state: null, from, to };
  const repo = betsRepo(db);
  const [rows, { total: _count, ...totals }] = await Promise.all([
    repo.grouped(filter, query.groupBy, brand.gmtOffsetMinutes),
    repo.totals(filter),
  ]);
  return { startDate: days.startDate ?? '', endDate: days.endDate ?? '', rows, totals };
}
