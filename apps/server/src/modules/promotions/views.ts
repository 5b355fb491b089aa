import {
  type ApplicationView,
  type Bonus,
  type Language,
  type OpsApplication,
  type OpsPromotion,
  type PromotionCard,
  type PromotionDetail,
  type PromotionTerms,
  type PublicTerms,
  pickText,
} from '@arcadia/contracts';
import type { ApplicationRow } from './applications.repo.ts';
import type { BonusLine } from './bonuses.repo.ts';
import type { PromotionRow } from './catalogue.repo.ts';
import type { Evaluation } from './evaluate.ts';

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at ? iso(at) : null);

export function cardView(row: PromotionRow, evaluation: Evaluation, lang: Language): PromotionCard {
  return {
    id: row.id,
    categoryId: row.categoryId,
    kind: row.kind,
    title: pickText(row.title, lang),
    summary: pickText(row.summary, lang),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    artHue: row.artHue,
    game: row.terms.kind === 'raffle' ? row.terms.game : null,
    state: evaluation.state,
    ineligible: evaluation.ineligible,
    claimable: evaluation.claimable,
    tickets: evaluation.tickets,
  };
}

/** Terms as a member reads them: prize names in their language. */
export function publicTerms(terms: PromotionTerms, lang: Language): PublicTerms {
  if (terms.kind !== 'raffle') return terms;
  return { ...terms, prizes: terms.prizes.map((prize) => ({ ...prize, label: pickText(prize.label, lang) })) };
}

export function applicationView(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    state: row.state,
    comment: row.comment,
    images: row.images,
    note: row.note,
    createdAt: iso(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

export function detailView(
  row: PromotionRow,
  evaluation: Evaluation,
  lang: Language,
  application: ApplicationRow | undefined,
): PromotionDetail {
  return {
    ...cardView(row, evaluation, lang),
    content: pickText(row.content, lang),
    terms: publicTerms(row.terms, lang),
    eligibility: row.eligibility,
    contact: row.contact,
    turnoverMultiple: row.turnoverMultiple,
    streak: evaluation.streak,
    application: application ? applicationView(application) : null,
  };
}

export function opsPromotionView(row: PromotionRow): OpsPromotion {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    kind: row.kind,
    categoryId: row.categoryId,
    title: row.title,
    summary: row.summary,
    content: row.content,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    enabled: row.enabled,
    sort: row.sort,
    eligibility: row.eligibility,
    contact: row.contact,
    turnoverMultiple: row.turnoverMultiple,
    terms: row.terms,
    artHue: row.artHue,
    updatedAt: iso(row.updatedAt),
  };
}

/** The bonus a deposit-bonus application's terms give for the member's deposits (at most the maximum). */
export function opsApplicationView(row: ApplicationRow, suggested: number): OpsApplication {
  const maxBonus = row.terms.kind === 'deposit-bonus' ? row.terms.maxBonus : 0;
  return {
    ...applicationView(row),
    merchantCode: row.merchantCode,
    promotionId: row.promotionId,
    promotionTitle: pickText(row.promotionTitle, 'EN'),
    account: row.account,
    contactId: row.contactId,
    suggested,
    maxBonus,
    amount: row.amount === null ? null : Number(row.amount),
    decidedBy: row.decidedBy,
  };
}

export function bonusView(line: BonusLine, turnoverDone: number, lang: Language): Bonus {
  const state =
    line.kind === 'application'
      ? line.applicationState === 'rejected'
        ? 'Rejected'
        : 'Applying'
      : line.source === 'application'
        ? 'Issued'
        : 'Claimed';
  return {
    id: `${line.kind === 'application' ? 'a' : 'b'}${line.id}`,
    promotionId: line.promotionId,
    promotionTitle: pickText(line.promotionTitle, lang),
    source: line.source,
    state,
    amount: line.amount === null ? null : Number(line.amount),
    turnoverRequired: Number(line.turnoverRequired),
    turnoverDone,
    time: iso(line.time),
    remark: line.remark,
  };
}
