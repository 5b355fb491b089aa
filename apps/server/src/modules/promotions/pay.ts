import { type BonusSource, type Language, type LocalizedText, pickText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../messages/notify.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import { validBetsEver } from './turnover.ts';

export interface Payment {
  merchantId: number;
  memberId: string;
  memberLanguage: Language;
  promotion: { id: string; title: LocalizedText; turnoverMultiple: number };
  /** Says what is paid, once per member (see migration 019). */
  claimKey: string;
  source: BonusSource;
  amount: number;
  basis?: number;
  day?: string;
  streak?: number;
  contactId?: string | null;
  remark?: string;
  /** The operator who issued it; null when the member claimed it. */
  issuedBy?: number | null;
}

/**
 * Pays a promotion's bonus, inside the caller's transaction: one ledger transfer from the
 * brand's `bonus` account to the member's main wallet under `promo:<member>:<claim key>`,
 * the bonus row (its turnover counted from the member's valid bets at this moment) and the
 * `bonus-issued` notice. The claim key can be paid once: a second payment under it is
 * refused (`nothing-to-claim`) and its transaction rolled back by the caller.
 */
export async function payBonus(tx: Db, payment: Payment): Promise<string> {
  if (!Number.isSafeInteger(payment.amount) || payment.amount < 1) throw new AppError('nothing-to-claim');
  const repo = bonusesRepo(tx);
  if (await repo.byKey(payment.memberId, payment.claimKey)) throw new AppError('nothing-to-claim');
  const title = pickText(payment.promotion.title, payment.memberLanguage);
  const { transferId, replayed } = await transfer(tx, {
    merchantId: payment.merchantId,
    key: `promo:${payment.memberId}:${payment.claimKey}`,
    type: 'bonus',
    entries: [
      { accountId: await systemAccount(tx, payment.merchantId, 'bonus'), amount: -payment.amount },
      { accountId: await accountFor(tx, payment.merchantId, payment.memberId), amount: payment.amount },
    ],
    metadata: { reference: payment.claimKey, remark: payment.remark ? `${title} · ${payment.remark}` : title },
  });
  if (replayed) throw new AppError('nothing-to-claim');
  const inserted = await repo.insert({
    merchantId: payment.merchantId,
    memberId: payment.memberId,
    promotionId: payment.promotion.id,
    claimKey: payment.claimKey,
    source: payment.source,
    amount: payment.amount,
    basis: payment.basis ?? 0,
    day: payment.day ?? null,
    streak: payment.streak ?? null,
    turnoverRequired: payment.amount * payment.promotion.turnoverMultiple,
    validBetBase: await validBetsEver(tx, payment.memberId),
    contactId: payment.contactId ?? null,
    remark: payment.remark ?? '',
    issuedBy: payment.issuedBy ?? null,
    transferId,
  });
  if (!inserted) throw new AppError('nothing-to-claim');
  await notify(tx, {
    merchantId: payment.merchantId,
    memberId: payment.memberId,
    template: 'bonus-issued',
    params: { amount: payment.amount, promotion: title },
  });
  return inserted.id;
}
