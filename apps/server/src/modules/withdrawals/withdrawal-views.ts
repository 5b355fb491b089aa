import type { Withdrawal } from '@arcadia/contracts';
import { DEFAULT_MONEY_SETTINGS } from '../wallet/money-settings.repo.ts';
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

/** Two different operators above the brand's threshold, one at or below it. */
export const approvalsRequired = (row: WithdrawalRow) =>
  row.amount > (row.twoApprovalsOver ?? DEFAULT_MONEY_SETTINGS.withdrawTwoApprovalsOver) ? 2 : 1;

/** What the operator sees: the whole account number, since the operator pays into it, and who approved it. */
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
    approvals: {
      required: approvalsRequired(row),
      given: row.approvals.map((given) => ({ operator: given.operator, at: new Date(given.at).toISOString() })),
    },
  };
}
