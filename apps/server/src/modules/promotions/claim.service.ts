import { formatMoney, type Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import type { PromotionRow } from './catalogue.repo.ts';
import type { Evaluation, MemberProgress } from './evaluate.ts';
import type { Brand } from './member-facts.ts';
import { type Payment, payBonus } from './pay.ts';
import { contactFor, mustBe, promotionOf, standing } from './promotions.service.ts';
import { bonusOf } from './rewards.service.ts';

/** What a claim pays, by kind, from the evaluation made under the member's lock. */
function paymentFor(
  row: PromotionRow,
  evaluation: Evaluation,
  progress: MemberProgress,
): Pick<Payment, 'claimKey' | 'source' | 'amount' | 'basis' | 'day' | 'streak' | 'remark'> {
  const amount = evaluation.claimable;
  switch (row.terms.kind) {
    case 'first-deposit':
      return { claimKey: `first:${row.id}`, source: 'first-deposit', amount };
    case 'rebate': {
      // Every valid bet so far is rebated by this claim, the fraction of a cent below the rate included.
      const basis = progress.windowValidBet - progress.rebated;
      return {
        claimKey: `rebate:${row.id}:${progress.rebateClaims + 1}`,
        source: 'rebate',
        amount,
        basis,
        remark: `${formatMoney(basis)} × ${(row.terms.rateBp / 100).toFixed(2)}%`,
      };
    }
    case 'check-in':
      return {
        claimKey: `checkin:${row.id}:${progress.today}`,
        source: 'check-in',
        amount,
        day: progress.today,
        streak: evaluation.streak,
        remark: progress.today,
      };
    default:
      throw new AppError('invalid-state');
  }
}

/**
 * Claims what a first-deposit, rebate or check-in promotion offers now. Claims of one member
 * on one promotion run one at a time (an advisory lock), each re-reading the facts, so two
 * claims at the same moment pay once: the second finds nothing left (`nothing-to-claim`).
 * The unique claim key and the ledger's idempotency key stand behind the lock. The bonus
 * answered is read in the paying transaction (issue 35): read after its commit, a failed
 * read answered 503 for a bonus already paid.
 */
export async function claimPromotion(
  db: Db,
  brand: Brand,
  member: SessionMember,
  lang: Language,
  input: { promotionId: string; contactId?: string },
) {
  const row = await promotionOf(db, brand.id, input.promotionId);
  if (!['first-deposit', 'rebate', 'check-in'].includes(row.kind)) throw new AppError('invalid-state');
  const contactId = contactFor(row, input.contactId);
  return db.tx(async (tx) => {
    await bonusesRepo(tx).lockClaims(member.id, row.id);
    const { member: profile, progress, evaluation } = await standing(tx, brand, member.id, row);
    mustBe(evaluation, 'Claim');
    const bonusId = await payBonus(tx, {
      merchantId: brand.id,
      memberId: member.id,
      memberLanguage: profile.language,
      promotion: row,
      contactId,
      ...paymentFor(row, evaluation, progress),
    });
    return { bonus: await bonusOf(tx, member.id, bonusId, lang) };
  });
}
