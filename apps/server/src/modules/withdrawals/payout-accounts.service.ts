import type { Db } from '../../platform/db/db.ts';
import { AppError, ConflictError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { checkPaymentPassword } from '../wallet/payment-password.ts';
import { type PayoutAccountRow, payoutAccountsRepo } from './payout-accounts.repo.ts';

/** Enough for a main and a few spare banks; more is usually someone collecting other people's accounts. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** All but the last four digits hidden, so a shoulder-surfer or a stolen session learns little. */
export const maskNumber = (accountNumber: string) =>
  '*'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);

export const maskedAccount = (row: PayoutAccountRow): PayoutAccountRow => ({
  id: row.id,
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: maskNumber(row.accountNumber),
});

export async function memberPayoutAccounts(db: Db, merchantId: number, memberId: string) {
  return (await payoutAccountsRepo(db).list(merchantId, memberId)).map(maskedAccount);
}

/** Binds a bank account after the payment password; the same bank and number twice is refused. */
export async function bindPayoutAccount(
  deps: { db: Db; kv: Kv },
  merchantId: number,
  memberId: string,
  input: { bankName: string; accountName: string; accountNumber: string; paymentPassword: string },
) {
  await checkPaymentPassword(deps, memberId, input.paymentPassword);
  const account = { bankName: input.bankName, accountName: input.accountName, accountNumber: input.accountNumber };
  const row = await deps.db.tx(async (tx) => {
    const repo = payoutAccountsRepo(tx);
    // Locked, so two binds at once cannot both pass the count or both insert the same number.
    await repo.lockMember(memberId);
    const taken = await repo.taken(memberId, account.bankName, account.accountNumber);
    if (taken.exists) throw new AppError('payout-account-exists');
    if (taken.count >= MAX_PAYOUT_ACCOUNTS) throw new ConflictError({ maxAccounts: MAX_PAYOUT_ACCOUNTS });
    return repo.insert(merchantId, memberId, account);
  });
  return maskedAccount(row);
}
