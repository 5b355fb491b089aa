import type { DepositState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../messages/notify.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { depositsRepo, type OrderRow } from './deposits.repo.ts';

export interface CreditOutcome {
  operatorId?: number;
  note?: string | null;
  /** The gateway's own number for the payment. */
  trade?: string;
}

/**
 * Credits an order inside the caller's transaction (which has locked the order):
 * one ledger transfer `deposit:<orderId>` from the channel's clearing account to
 * the member's main wallet, then the order's conditional move to credited, and the
 * member's notice. If the order is no longer in `from`, the throw rolls the transfer back with it.
 */
export async function creditInTx(
  tx: Db,
  order: OrderRow,
  from: readonly DepositState[],
  outcome: CreditOutcome,
): Promise<void> {
  const wallet = await accountFor(tx, order.merchantId, order.memberId);
  const clearing = await systemAccount(tx, order.merchantId, `clearing:${order.channelCode}`);
  const { transferId } = await transfer(tx, {
    merchantId: order.merchantId,
    key: `deposit:${order.id}`,
    type: 'deposit',
    entries: [
      { accountId: clearing, amount: -order.amount },
      { accountId: wallet, amount: order.amount },
    ],
    metadata: { reference: order.reference, remark: order.channelName },
  });
  const moved = await depositsRepo(tx).settle(order.id, from, { state: 'credited', transferId, ...outcome });
  if (!moved) throw new AppError('invalid-state');
  // In this transaction: a credit that rolls back tells the member nothing.
  await notify(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    template: 'deposit-credited',
    params: { amount: order.amount, reference: order.reference },
  });
}
