import { randomBytes } from 'node:crypto';
import type { Language, RedemptionState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import { accrueNow } from './accrual.service.ts';
import { isPointsOverdraft, pointsRepo } from './points.repo.ts';
import { type RedemptionRow, redemptionsRepo, rewardsRepo } from './rewards.repo.ts';
import { redemptionView, rewardView } from './views.ts';

type Deps = { db: Db; kv: Kv };

/** A mobile number for a cash reward: digits with an optional +, spaces, dashes or brackets; 7 to 15 digits. */
const MOBILE = /^\+?[\d\s()-]+$/;
const isMobile = (text: string) => MOBILE.test(text) && /^\d{7,15}$/.test(text.replace(/\D/g, ''));

/** P + the brand's date (yymmdd) + 8 random hex digits, like withdrawal references. */
function newReference(offsetMinutes: number): string {
  const date = new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(2, 10).replaceAll('-', '');
  return `P${date}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function listRewards(db: Db, merchant: Merchant, lang: Language) {
  const rows = await rewardsRepo(db).list(merchant.id, { enabledOnly: true });
  return { list: rows.map((row) => rewardView(row, lang)) };
}

export async function redeemHistory(
  db: Db,
  memberId: string,
  lang: Language,
  query: { state?: RedemptionState; pageNo: number; pageSize: number },
) {
  const { list, total } = await redemptionsRepo(db).pageForMember(memberId, query.state ?? null, query);
  return {
    list: list.map((row) => redemptionView(row, lang)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

interface RedeemInput {
  rewardId: string;
  quantity: number;
  receiver: string;
  paymentPassword: string;
  requestId: string;
}

/** A retried request answers the redemption it made; the same id for something else is refused. */
function sameRequest(earlier: RedemptionRow, input: RedeemInput): RedemptionRow {
  if (earlier.rewardId !== input.rewardId || earlier.quantity !== input.quantity || earlier.receiver !== input.receiver)
    throw new AppError('idempotency-mismatch');
  return earlier;
}

/**
 * Redeems a reward: in one transaction the stock is taken (a conditional UPDATE, so the
 * last item goes to one session only), the redemption is recorded In Process and its
 * points are spent (the database refuses a negative balance, which undoes it all).
 */
export async function redeemReward(
  deps: Deps,
  merchant: Merchant,
  memberId: string,
  lang: Language,
  input: RedeemInput,
) {
  await checkPaymentPassword(deps, memberId, input.paymentPassword);
  const { db } = deps;
  const rewards = rewardsRepo(db);
  const reward = await rewards.byId(input.rewardId, [merchant.id]);
  if (!reward?.enabled) throw new NotFoundError();
  if (reward.kind === 'cash' && !isMobile(input.receiver)) {
    throw new ValidationError([{ field: 'receiver', key: 'invalid-phone-number' }]);
  }
  await accrueNow(db, memberId);
  let row: RedemptionRow;
  try {
    row = await db.tx(async (tx) => {
      const earlier = await redemptionsRepo(tx).byRequestKey(memberId, input.requestId);
      if (earlier) return sameRequest(earlier, input);
      const taken = await rewardsRepo(tx).take(merchant.id, input.rewardId, input.quantity);
      if (!taken) {
        const now = await rewardsRepo(tx).byId(input.rewardId, [merchant.id]);
        throw new AppError(now && now.stock < input.quantity ? 'out-of-stock' : 'reward-unavailable');
      }
      const created = await redemptionsRepo(tx).insert({
        merchantId: merchant.id,
        memberId,
        rewardId: taken.id,
        reference: newReference(merchant.gmtOffsetMinutes),
        requestKey: input.requestId,
        kind: taken.kind,
        goods: taken.name,
        quantity: input.quantity,
        points: taken.points * input.quantity,
        amount: taken.amount * input.quantity,
        receiver: input.receiver,
      });
      await pointsRepo(tx).enter({
        merchantId: merchant.id,
        memberId,
        kind: 'redeem',
        points: -created.points,
        key: `redeem:${created.id}`,
        reference: created.reference,
      });
      return created;
    });
  } catch (error) {
    if (isPointsOverdraft(error)) throw new AppError('insufficient-points');
    // The same requestId from another session at the same moment: theirs is the redemption.
    if ((error as { code?: string }).code === '23505') {
      const theirs = await redemptionsRepo(db).byRequestKey(memberId, input.requestId);
      if (theirs) row = sameRequest(theirs, input);
      else throw error;
    } else throw error;
  }
  const { balance } = await pointsRepo(db).balance(memberId);
  return { redemption: redemptionView(row, lang), balance };
}
