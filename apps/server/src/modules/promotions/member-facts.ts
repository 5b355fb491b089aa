import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { dayStatsRepo } from '../stats/day-stats.repo.ts';
import { applicationsRepo } from './applications.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import type { PromotionRow } from './catalogue.repo.ts';
import type { MemberProgress } from './evaluate.ts';
import { factsRepo, type MemberRow } from './facts.repo.ts';
import { raffleRepo } from './raffle.repo.ts';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant on a brand's clock (minutes east of GMT). */
export const brandDay = (at: Date, offsetMinutes: number) =>
  new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

export interface Brand {
  id: number;
  gmtOffsetMinutes: number;
}

export interface MemberFacts {
  member: MemberRow;
  progress: Map<string, MemberProgress>;
}

/**
 * Everything the state machine needs about one member, for several promotions at once:
 * a handful of queries whatever their number (plus one per deposit-bonus or rebate
 * promotion, for its own days). Valid bets and deposits come from member_day_stats.
 */
export async function memberFacts(
  db: Db,
  brand: Brand,
  memberId: string,
  promotions: readonly PromotionRow[],
  now = new Date(),
): Promise<MemberFacts> {
  const ids = promotions.map((promotion) => promotion.id);
  const stats = dayStatsRepo(db);
  const today = brandDay(now, brand.gmtOffsetMinutes);
  const yesterday = brandDay(new Date(now.getTime() - DAY_MS), brand.gmtOffsetMinutes);
  const needs = (kind: PromotionRow['kind']) => promotions.some((promotion) => promotion.kind === kind);
  // One after another: inside a transaction they share one connection.
  const member = await factsRepo(db).member(memberId);
  const ever = needs('raffle') ? await stats.member(memberId, null, null) : null;
  const todayStats = needs('check-in') ? await stats.member(memberId, today, today) : null;
  const first = needs('first-deposit') ? await factsRepo(db).firstDeposit(memberId) : undefined;
  const applications = needs('deposit-bonus') ? await applicationsRepo(db).ofMember(memberId, ids) : [];
  const claims = await bonusesRepo(db).claims(memberId, ids);
  const joins = needs('raffle') ? await bonusesRepo(db).joins(memberId, ids) : [];
  const draws = needs('raffle') ? await raffleRepo(db).drawCounts(memberId, ids) : [];
  if (!member) throw new NotFoundError();
  const windows = new Map<string, { deposits: number; validBet: number }>();
  for (const promotion of promotions) {
    if (promotion.kind !== 'deposit-bonus' && promotion.kind !== 'rebate') continue;
    const days = await stats.member(
      memberId,
      brandDay(new Date(promotion.startsAt), brand.gmtOffsetMinutes),
      brandDay(new Date(promotion.endsAt), brand.gmtOffsetMinutes),
    );
    windows.set(promotion.id, { deposits: days.depositAmount, validBet: days.validBet });
  }
  const progress = new Map<string, MemberProgress>();
  for (const promotion of promotions) {
    const claim = claims.find((row) => row.promotionId === promotion.id);
    const joined = joins.find((row) => row.promotionId === promotion.id);
    progress.set(promotion.id, {
      profile: { vipLevel: member.vipLevel, labels: member.labels, createdAt: new Date(member.createdAt) },
      application: applications.find((row) => row.promotionId === promotion.id)?.state ?? null,
      windowDeposits: windows.get(promotion.id)?.deposits ?? 0,
      windowValidBet: windows.get(promotion.id)?.validBet ?? 0,
      rebated: Number(claim?.rebated ?? 0),
      rebateClaims: claim?.rebateClaims ?? 0,
      firstDeposit: first ? { amount: Number(first.amount), at: new Date(first.at) } : null,
      firstClaimed: claim?.firstClaimed ?? false,
      lastCheckIn: claim?.lastDay ? { day: claim.lastDay, streak: claim.lastStreak ?? 1 } : null,
      today,
      yesterday,
      todayValidBet: todayStats?.validBet ?? 0,
      joinedBase: joined ? Number(joined.base) : null,
      drawn: draws.find((row) => row.promotionId === promotion.id)?.drawn ?? 0,
      validTotal: ever?.validBet ?? 0,
    });
  }
  return { member, progress };
}
