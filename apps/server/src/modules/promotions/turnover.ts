import type { Db } from '../../platform/db/db.ts';
import { dayStatsRepo } from '../stats/day-stats.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';

/**
 * Bonus turnover: a bonus paid with a requirement asks for that much in valid bets
 * decided after it was paid. Each bonus keeps the member's valid bets ever at the moment
 * it was paid (`base`); bonuses are met one after another in the order they were paid,
 * so one bet never counts for two of them:
 *
 *   start_i = max(base_i, start_(i-1) + required_(i-1)),  done_i = clamp(total − start_i, 0, required_i)
 *
 * where total is the member's valid bets ever now (member_day_stats, kept by the
 * database as bets are decided).
 */
export interface TurnoverBonus {
  required: number;
  base: number;
}

/** Valid bets counted toward each bonus, in the order given (the order they were paid). */
export function turnoverDone(bonuses: readonly TurnoverBonus[], total: number): number[] {
  let cursor = Number.NEGATIVE_INFINITY;
  return bonuses.map((bonus) => {
    if (bonus.required <= 0) return 0;
    const start = Math.max(bonus.base, cursor);
    cursor = start + bonus.required;
    return Math.min(bonus.required, Math.max(0, total - start));
  });
}

/** The member's valid bets ever (decided bets, as member_day_stats counts them). */
export const validBetsEver = async (db: Db, memberId: string) =>
  (await dayStatsRepo(db).member(memberId, null, null)).validBet;

/** Progress of every bonus with a requirement, by bonus id, and what is still needed in all. */
export async function memberTurnover(db: Db, memberId: string) {
  const bonuses = await bonusesRepo(db).withTurnover(memberId);
  if (bonuses.length === 0) return { done: new Map<string, number>(), remaining: 0 };
  const done = turnoverDone(bonuses, await validBetsEver(db, memberId));
  let remaining = 0;
  const byId = new Map<string, number>();
  bonuses.forEach((bonus, index) => {
    const counted = done[index] ?? 0;
    byId.set(bonus.id, counted);
    remaining += bonus.required - counted;
  });
  return { done: byId, remaining };
}
