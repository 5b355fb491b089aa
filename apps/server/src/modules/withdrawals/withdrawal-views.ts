import type { Withdrawal } from '@arcadia/contracts';
import { maskNumber } from './payout-accounts.service.ts';
import type { WithdrawalRow } from './withdrawals.repo.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** What the member sees: the account masked, and while paid, when it will count as received. */
export function memberView(row: WithdrawalRow, autoReceiveMinutes: number): Withdrawal {
  return {
    reference: row.reference,
    amount: row.amount,
    state: row.state,
    account: {
      id: row.accountId,
      bankName: row.bankName,
      accountName: row.accountName,
      accountNumber: maskNumber(row.accountNumber),
    },
    rejectReason: row.rejectReason,
    requestedAt: row.requestedAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
    autoReceiveAt:
      row.state === 'paid' && row.paidAt
        ? new Date(row.paidAt.getTime() + autoReceiveMinutes * 60_000).toISOString()
        : null,
    hasProof: row.hasProof,
  };
}

/** What the operator sees: the whole account number, since the operator pays into it. */
export function deskView(row: WithdrawalRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    account: row.memberAccount,
    reference: row.reference,
    amount: row.amount,
    state: row.state,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    rejectReason: row.rejectReason,
    hasProof: row.hasProof,
    requestedAt: row.requestedAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
  };
}
