import { type Language, type PointEntryKind, pickText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { accountFor, memberBalance, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import { dayStart } from '../wallet/transactions.service.ts';
import { accrueNow } from './accrual.service.ts';
import { isPointsOverdraft, pointsRepo } from './points.repo.ts';
import { entryView } from './views.ts';

type Deps = { db: Db; kv: Kv };

/** Money for `points` at the brand ratio (`pointsRatio` points are worth 1.00), rounded down to the minor unit. */
export const pointsToMoney = (points: number, pointsRatio: number) => Math.floor((points * 100) / pointsRatio);

/** The balance after settling whatever the member's bets earned since the last accrual. */
export async function pointBalance(db: Db, merchant: Merchant, memberId: string) {
  await accrueNow(db, memberId);
  const repo = pointsRepo(db);
  const [{ balance, earned }, config] = await Promise.all([repo.balance(memberId), repo.config(merchant.id)]);
  return { balance, totalEarned: earned, convertibleAmount: pointsToMoney(balance, config.pointsRatio) };
}

export async function pointConfig(db: Db, merchant: Merchant, lang: Language) {
  const { rules, ...config } = await pointsRepo(db).config(merchant.id);
  return { ...config, rules: pickText(rules, lang) };
}

export async function pointDetails(
  db: Db,
  merchant: Merchant,
  memberId: string,
  query: { kind?: PointEntryKind; startDate?: string; endDate?: string; pageNo: number; pageSize: number },
) {
  // Whole days of the brand's clock; a day that does not exist (2024-02-30) is refused.
  const offset = merchant.gmtOffsetMinutes;
  const from = query.startDate ? dayStart('startDate', query.startDate, offset) : null;
  const endDay = query.endDate ? dayStart('endDate', query.endDate, offset) : null;
  await accrueNow(db, memberId);
  const { list, total } = await pointsRepo(db).entries(
    memberId,
    { kind: query.kind ?? null, from, to: endDay ? new Date(endDay.getTime() + 86_400_000) : null },
    query,
  );
  return { list: list.map(entryView), total, totalPages: Math.ceil(total / query.pageSize) };
}

/**
 * Converts points into main-wallet money, once per requestId: the conversion row (unique
 * per member and key), the points entry and the ledger transfer from the brand's `points`
 * account commit together. A repeat of the key answers the first conversion; the same key
 * for another number of points is `idempotency-mismatch`. The balances answered are read in
 * that transaction too (issue 35): read after the commit, a read that failed answered 503 for
 * money already moved.
 */
export async function convertPoints(
  deps: Deps,
  merchant: Merchant,
  memberId: string,
  input: { points: number; paymentPassword: string; requestId: string },
) {
  await checkPaymentPassword(deps, memberId, input.paymentPassword);
  const { db } = deps;
  await accrueNow(db, memberId);
  const config = await pointsRepo(db).config(merchant.id);
  const amount = pointsToMoney(input.points, config.pointsRatio);
  return db
    .tx(async (tx) => {
      const result = await convertOnce(tx, merchant, memberId, input, config, amount);
      const { balance } = await pointsRepo(tx).balance(memberId);
      return { ...result, balance, sumBalance: await memberBalance(tx, merchant.id, memberId) };
    })
    .catch((error: unknown) => {
      if (isPointsOverdraft(error)) throw new AppError('insufficient-points');
      throw error;
    });
}

/** The conversion under the key: made now, or the one made before. */
async function convertOnce(
  tx: Db,
  merchant: Merchant,
  memberId: string,
  input: { points: number; requestId: string },
  config: { pointsRequired: number; pointsRatio: number },
  amount: number,
): Promise<{ points: number; amount: number }> {
  const earlier = await findConversion(tx, memberId, input);
  if (earlier) return earlier;
  if (input.points < config.pointsRequired || amount < 1) {
    throw new AppError('points-below-minimum', null, {
      min: Math.max(config.pointsRequired, Math.ceil(config.pointsRatio / 100)),
    });
  }
  const made = await tx.one<{ id: string; points: number; amount: number }>(
    `INSERT INTO point_conversions (merchant_id, member_id, request_key, points, amount)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id, request_key) DO NOTHING
     RETURNING id::text AS id, points::float8 AS points, amount::float8 AS amount`,
    [merchant.id, memberId, input.requestId, input.points, amount],
  );
  // The same key from another session at the same moment: theirs is the conversion.
  if (!made) {
    const theirs = await findConversion(tx, memberId, input);
    if (!theirs) throw new AppError('conflict');
    return theirs;
  }
  const reference = `PC${made.id}`;
  await pointsRepo(tx).enter({
    merchantId: merchant.id,
    memberId,
    kind: 'convert',
    points: -made.points,
    key: `convert:${made.id}`,
    reference,
    amount: made.amount,
  });
  await transfer(tx, {
    merchantId: merchant.id,
    key: `points-convert:${made.id}`,
    type: 'points',
    entries: [
      { accountId: await systemAccount(tx, merchant.id, 'points'), amount: -made.amount },
      { accountId: await accountFor(tx, merchant.id, memberId), amount: made.amount },
    ],
    metadata: { reference, remark: `${made.points} points` },
  });
  return { points: made.points, amount: made.amount };
}

/** A conversion made before with the same key: the same points answer it, anything else is refused. */
async function findConversion(tx: Db, memberId: string, input: { points: number; requestId: string }) {
  const first = await tx.one<{ points: number; amount: number }>(
    `SELECT points::float8 AS points, amount::float8 AS amount FROM point_conversions
      WHERE member_id = $1 AND request_key = $2`,
    [memberId, input.requestId],
  );
  if (first && first.points !== input.points) throw new AppError('idempotency-mismatch');
  return first;
}
