import { randomBytes } from 'node:crypto';
import { formatMoney } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { memberTurnover } from '../promotions/turnover.ts';
import { accountBalance, accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import { payoutAccountsRepo } from './payout-accounts.repo.ts';
import { maskNumber, memberPayoutAccounts } from './payout-accounts.service.ts';
import { memberView } from './withdrawal-views.ts';
import { withdrawalsRepo } from './withdrawals.repo.ts';

type Deps = { db: Db; kv: Kv };

/** The start of today in the brand's time zone (minutes east of GMT), as an instant. */
export function brandDayStart(now: Date, offsetMinutes: number): Date {
  const shifted = now.getTime() + offsetMinutes * 60_000;
  return new Date(shifted - (shifted % 86_400_000) - offsetMinutes * 60_000);
}

/** W + the brand's date (yymmdd) + 8 random hex digits: readable on the phone, unguessable. */
function newReference(now: Date, offsetMinutes: number): string {
  const date = new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(2, 10).replaceAll('-', '');
  return `W${date}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function withdrawSettings(db: Db, merchant: Merchant, memberId: string) {
  const settings = await moneySettingsRepo(db).read(merchant.id);
  const password = await db.one<{ set: boolean }>(
    'SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1',
    [memberId],
  );
  return {
    limits: {
      minAmount: settings.withdrawMin,
      maxAmount: settings.withdrawMax,
      dailyCount: settings.withdrawDailyCount,
      usedToday: await withdrawalsRepo(db).countSince(memberId, brandDayStart(new Date(), merchant.gmtOffsetMinutes)),
      autoReceiveMinutes: settings.autoReceiveMinutes,
    },
    accounts: await memberPayoutAccounts(db, merchant.id, memberId),
    hasPaymentPassword: password?.set === true,
    mainBalance: await accountBalance(db, await accountFor(db, merchant.id, memberId)),
    turnoverRemaining: (await memberTurnover(db, memberId)).remaining,
  };
}

/**
 * Requests a withdrawal and holds its amount in the same transaction, so there is
 * never a withdrawal without its hold or a hold without its withdrawal. One per
 * requestId: a retry returns the first; the same id for another amount is refused.
 */
export async function requestWithdrawal(
  deps: Deps,
  merchant: Merchant,
  memberId: string,
  input: { amount: number; accountId: string; paymentPassword: string; requestId: string },
) {
  await checkPaymentPassword(deps, memberId, input.paymentPassword);
  const { db } = deps;
  const settings = await moneySettingsRepo(db).read(merchant.id);
  const account = await payoutAccountsRepo(db).find(merchant.id, memberId, input.accountId);
  if (!account) throw new AppError('payout-account-required');
  if (input.amount < settings.withdrawMin || input.amount > settings.withdrawMax) {
    throw new AppError('amount-out-of-range', null, {
      min: formatMoney(settings.withdrawMin),
      max: formatMoney(settings.withdrawMax),
    });
  }
  const row = await db.tx(async (tx) => {
    const repo = withdrawalsRepo(tx);
    // One request at a time per member: the daily count and the requestId check stay exact under races.
    await payoutAccountsRepo(tx).lockMember(memberId);
    const earlier = await repo.byRequestKey(memberId, input.requestId);
    if (earlier) {
      if (earlier.amount !== input.amount || earlier.accountId !== account.id)
        throw new AppError('idempotency-mismatch');
      return earlier;
    }
    // A bonus's turnover not met yet holds every withdrawal (promotions/turnover.ts).
    const { remaining } = await memberTurnover(tx, memberId);
    if (remaining > 0)
      throw new AppError('bonus-turnover-required', { remaining }, { remaining: formatMoney(remaining) });
    const now = new Date();
    if (
      (await repo.countSince(memberId, brandDayStart(now, merchant.gmtOffsetMinutes))) >= settings.withdrawDailyCount
    ) {
      throw new AppError('withdrawal-daily-limit');
    }
    const created = await repo.insert({
      merchantId: merchant.id,
      memberId,
      accountId: account.id,
      reference: newReference(now, merchant.gmtOffsetMinutes),
      requestKey: input.requestId,
      amount: input.amount,
    });
    if (!created) throw new Error('withdrawal insert returned nothing');
    await transfer(tx, {
      merchantId: merchant.id,
      key: `withdrawal:${created.id}:hold`,
      type: 'withdrawal',
      entries: [
        { accountId: await accountFor(tx, merchant.id, memberId), amount: -input.amount },
        { accountId: await systemAccount(tx, merchant.id, 'withdraw-hold'), amount: input.amount },
      ],
      metadata: { reference: created.reference, remark: `${account.bankName} ${maskNumber(account.accountNumber)}` },
    });
    return created;
  });
  return memberView(row, settings.autoReceiveMinutes);
}

export async function memberWithdrawals(
  db: Db,
  merchant: Merchant,
  memberId: string,
  page: { pageNo: number; pageSize: number },
) {
  const { autoReceiveMinutes } = await moneySettingsRepo(db).read(merchant.id);
  const { list, total } = await withdrawalsRepo(db).pageForMember(merchant.id, memberId, page);
  return {
    list: list.map((row) => memberView(row, autoReceiveMinutes)),
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}
