import { type Language, type PromotionKind, pickText, type RewardItem } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import { catalogueRepo } from './catalogue.repo.ts';
import { evaluate } from './evaluate.ts';
import { factsRepo } from './facts.repo.ts';
import { type Brand, memberFacts } from './member-facts.ts';
import { memberTurnover } from './turnover.ts';
import { bonusView } from './views.ts';

/** Kinds whose rewards are claimed from the reward centre (a deposit bonus is applied for instead). */
const CLAIMED_KINDS: readonly PromotionKind[] = ['first-deposit', 'rebate', 'check-in', 'raffle'];

/** What the member can claim now, one item per promotion, in the brand's order. */
export async function rewardItems(db: Db, brand: Brand, memberId: string, lang: Language): Promise<RewardItem[]> {
  const rows = await catalogueRepo(db).running(brand.id, CLAIMED_KINDS);
  if (rows.length === 0) return [];
  const facts = await memberFacts(db, brand, memberId, rows);
  const now = new Date();
  const items: RewardItem[] = [];
  for (const row of rows) {
    const evaluation = evaluate(row, facts.progress.get(row.id) ?? null, now);
    if (evaluation.state !== 'Claim') continue;
    items.push({
      promotionId: row.id,
      kind: row.kind,
      title: pickText(row.title, lang),
      amount: evaluation.claimable,
      tickets: evaluation.tickets,
      game: row.terms.kind === 'raffle' ? row.terms.game : null,
      prizes: row.terms.kind === 'raffle' ? row.terms.prizes.map((prize) => pickText(prize.label, lang)) : [],
      contact: row.contact,
      artHue: row.artHue,
    });
  }
  return items;
}

/** The `rewardCount` badge: how many rewards the member can claim now. */
export async function rewardCount(db: Db, member: { id: string; merchantId: number }): Promise<number> {
  const brand = await factsRepo(db).brand(member.merchantId);
  return brand ? (await rewardItems(db, brand, member.id, 'EN')).length : 0;
}

/** One paid bonus as bonus details shows it. */
export async function bonusOf(db: Db, memberId: string, bonusId: string, lang: Language) {
  const [bonus] = (await bonusDetailsOf(db, memberId, lang, { pageNo: 1, pageSize: 1 }, bonusId)).list;
  if (!bonus) throw new NotFoundError();
  return bonus;
}

/** Bonus details: paid bonuses and applications, newest first, each with its turnover progress. */
export async function bonusDetailsOf(
  db: Db,
  memberId: string,
  lang: Language,
  page: { pageNo: number; pageSize: number },
  bonusId: string | null = null,
) {
  const [lines, turnover] = await Promise.all([
    bonusesRepo(db).lines(memberId, page.pageSize, (page.pageNo - 1) * page.pageSize, bonusId),
    memberTurnover(db, memberId),
  ]);
  const total = Number(lines[0]?.total ?? 0);
  return {
    list: lines.map((line) => bonusView(line, line.kind === 'bonus' ? (turnover.done.get(line.id) ?? 0) : 0, lang)),
    total,
    totalPages: Math.ceil(total / page.pageSize),
    turnoverRemaining: turnover.remaining,
  };
}
