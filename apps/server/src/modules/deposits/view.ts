import type { DepositOrder } from '@arcadia/contracts';
import type { OrderRow } from './deposits.repo.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The member's view of an order: bank details for a transfer, the checkout while a gateway order is open. */
export function memberView(row: OrderRow): DepositOrder {
  const bank =
    row.kind === 'bank' && row.bankName && row.accountName && row.accountNumber
      ? { bankName: row.bankName, accountName: row.accountName, accountNumber: row.accountNumber }
      : null;
  return {
    reference: row.reference,
    channelCode: row.channelCode,
    channelName: row.channelName,
    kind: row.kind,
    amount: row.amount,
    state: row.state,
    hasProof: row.hasProof,
    bank,
    payUrl: row.kind === 'gateway' && row.state === 'pending' ? row.payUrl : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The operator's view: whose order, in which brand, and the note of the decision. */
export function opsView(row: OrderRow) {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    account: row.account,
    reference: row.reference,
    channelCode: row.channelCode,
    kind: row.kind,
    amount: row.amount,
    state: row.state,
    hasProof: row.hasProof,
    note: row.note,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
