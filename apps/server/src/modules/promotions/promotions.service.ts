import { CONTACT_ID_PATTERN, type Language, TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { applicationsRepo } from './applications.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import { catalogueRepo, type PromotionRow } from './catalogue.repo.ts';
import { type Evaluation, evaluate } from './evaluate.ts';
import { type Brand, memberFacts } from './member-facts.ts';
import { ensureSeed } from './raffle-seeds.ts';
import { validBetsEver } from './turnover.ts';
import { cardView, detailView } from './views.ts';

/** A member who can take part: trial (free-play) accounts browse as visitors do. */
const participant = (member: SessionMember | null) => (member && member.type !== TRIAL_TYPE ? member : null);

export async function categories(db: Db, merchantId: number, lang: Language) {
  const rows = await catalogueRepo(db).categories(merchantId);
  return { list: rows.map((row) => ({ id: row.id, name: row.name[lang] ?? row.name.EN ?? '' })) };
}

export async function listPromotions(
  db: Db,
  brand: Brand,
  viewer: SessionMember | null,
  lang: Language,
  query: { categoryId?: string; pageNo: number; pageSize: number },
) {
  const rows = await catalogueRepo(db).shown(brand.id, {
    categoryId: query.categoryId ?? null,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const member = participant(viewer);
  const facts = member && rows.length > 0 ? await memberFacts(db, brand, member.id, rows) : null;
  const now = new Date();
  const total = Number(rows[0]?.total ?? 0);
  return {
    list: rows.map((row) => cardView(row, evaluate(row, facts?.progress.get(row.id) ?? null, now), lang)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** The brand's promotion by id; another brand's, or one switched off, is not found. */
export async function promotionOf(db: Db, brandId: number, id: string): Promise<PromotionRow> {
  const row = await catalogueRepo(db).byId(id);
  if (!row || row.merchantId !== brandId || !row.enabled) throw new NotFoundError();
  return row;
}

/** How one member stands on one promotion now, with what the facts say about them. */
export async function standing(db: Db, brand: Brand, memberId: string, row: PromotionRow, now = new Date()) {
  const facts = await memberFacts(db, brand, memberId, [row], now);
  const progress = facts.progress.get(row.id);
  if (!progress) throw new NotFoundError();
  return { member: facts.member, progress, evaluation: evaluate(row, progress, now) };
}

export async function promotionDetail(db: Db, brand: Brand, viewer: SessionMember | null, lang: Language, id: string) {
  const row = await promotionOf(db, brand.id, id);
  const member = participant(viewer);
  if (!member) return detailView(row, evaluate(row, null, new Date()), lang, undefined);
  const { evaluation } = await standing(db, brand, member.id, row);
  const [application] = row.kind === 'deposit-bonus' ? await applicationsRepo(db).ofMember(member.id, [row.id]) : [];
  return detailView(row, evaluation, lang, application);
}

/** Refuses a promotion the member cannot act on now, with the reason. */
export function mustBe(evaluation: Evaluation, expected: Evaluation['state']) {
  if (evaluation.state === expected) return;
  if (evaluation.state === 'Coming soon') throw new AppError('promotion-not-open');
  if (evaluation.state === 'Close') {
    throw new AppError(evaluation.ineligible ? 'promotion-not-eligible' : 'promotion-not-open');
  }
  if (evaluation.state === 'Applying' || evaluation.state === 'Issued' || evaluation.state === 'Rejected') {
    throw new AppError('already-applied');
  }
  if (expected === 'Claim') throw new AppError('nothing-to-claim');
  throw new AppError(evaluation.state === 'Process' ? 'promotion-not-ready' : 'invalid-state');
}

/** The messaging ID a promotion asks for when redeeming, checked; null when it asks for none. */
export function contactFor(row: PromotionRow, contactId: string | undefined): string | null {
  if (row.contact === 'none') return null;
  const value = (contactId ?? '').trim();
  if (!CONTACT_ID_PATTERN.test(value)) throw new AppError(row.contact === 'zalo' ? 'error_zalo' : 'error_whatsapp');
  return value;
}

/** Joins a raffle: tickets count valid bets from now on, and the first seed pair is committed. */
export async function joinPromotion(db: Db, brand: Brand, member: SessionMember, lang: Language, id: string) {
  const row = await promotionOf(db, brand.id, id);
  if (row.kind !== 'raffle') throw new AppError('invalid-state');
  await db.tx(async (tx) => {
    await bonusesRepo(tx).lockClaims(member.id, row.id);
    const { evaluation } = await standing(tx, brand, member.id, row);
    mustBe(evaluation, 'Join');
    await bonusesRepo(tx).join(brand.id, row.id, member.id, await validBetsEver(tx, member.id));
    await ensureSeed(tx, brand.id, row.id, member.id);
  });
  return promotionDetail(db, brand, member, lang, id);
}
