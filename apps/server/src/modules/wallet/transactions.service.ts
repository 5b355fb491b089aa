import type { memberTransactions, QueryOf } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { ValidationError } from '../../platform/errors.ts';
import { transactionsRepo } from './transactions.repo.ts';

const DAY_MS = 86_400_000;

/**
 * The instant a brand-local day (yyyy-MM-dd) starts. The contract's pattern lets
 * "2024-02-30" through; a day that does not exist is refused here.
 */
export function dayStart(field: string, day: string, gmtOffsetMinutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new ValidationError([{ field, key: 'pattern.13' }]);
  }
  return new Date(utc - gmtOffsetMinutes * 60_000);
}

/** Newest first; startDate and endDate are whole days, inclusive, in the brand's time zone. */
export async function listTransactions(
  db: Db,
  merchant: { id: number; gmtOffsetMinutes: number },
  memberId: string,
  query: QueryOf<typeof memberTransactions>,
) {
  const from = query.startDate ? dayStart('startDate', query.startDate, merchant.gmtOffsetMinutes) : null;
  const endDay = query.endDate ? dayStart('endDate', query.endDate, merchant.gmtOffsetMinutes) : null;
  const to = endDay ? new Date(endDay.getTime() + DAY_MS) : null;
  const { total, list } = await transactionsRepo(db).page({
    merchantId: merchant.id,
    memberId,
    type: query.type ?? null,
    from,
    to,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { list, total, totalPages: Math.ceil(total / query.pageSize) };
}
