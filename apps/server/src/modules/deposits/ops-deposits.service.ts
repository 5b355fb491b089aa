import type { DepositState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { creditInTx } from './credit.ts';
import { depositsRepo } from './deposits.repo.ts';
import { opsView } from './view.ts';

/**
 * The operator's deposit desk. An operator sees and decides only orders of the
 * brands where they hold the permission; any other order is simply not found.
 */

export async function opsDeposits(
  db: Db,
  operator: OperatorContext,
  filter: { merchant?: string; state?: DepositState },
  pageNo: number,
  pageSize: number,
) {
  const repo = depositsRepo(db);
  const where = {
    merchantCode: filter.merchant,
    state: filter.state,
    merchantIds: operator.brandsWith('deposits.read'),
  };
  const [rows, total] = await Promise.all([repo.list(where, pageSize, (pageNo - 1) * pageSize), repo.count(where)]);
  return { list: rows.map(opsView), total, totalPages: Math.ceil(total / pageSize) };
}

/**
 * Runs one decision on a pending order: locks it, so a second decision (or a
 * gateway notice) waits and then finds it decided, and audits in the same transaction.
 */
async function decide(
  db: Db,
  operator: OperatorContext,
  id: string,
  action: 'deposit.approve' | 'deposit.reject',
  apply: (tx: Db) => Promise<void>,
  note: string | null,
) {
  return db.tx(async (tx) => {
    const repo = depositsRepo(tx);
    const locked = await repo.lock(id);
    if (!locked || !operator.can('deposits.decide', locked.merchantId)) throw new NotFoundError();
    if (locked.state !== 'pending') throw new AppError('invalid-state');
    await apply(tx);
    const order = await repo.byId(id);
    if (!order) throw new NotFoundError();
    await opsRepo(tx).audit(
      operator.id,
      action,
      order.id,
      { merchant: order.merchantCode, reference: order.reference, amount: order.amount, note },
      order.merchantId,
    );
    return opsView(order);
  });
}

/** The transfer arrived: credits the member once. */
export function approveDeposit(db: Db, operator: OperatorContext, id: string, note: string | undefined) {
  const text = note ? note : null;
  return decide(
    db,
    operator,
    id,
    'deposit.approve',
    async (tx) => {
      const order = await depositsRepo(tx).byId(id);
      if (!order) throw new NotFoundError();
      await creditInTx(tx, order, ['pending'], { operatorId: operator.id, note: text });
    },
    text,
  );
}

/** No money arrived: the order closes and nothing is credited. */
export function rejectDeposit(db: Db, operator: OperatorContext, id: string, note: string) {
  return decide(
    db,
    operator,
    id,
    'deposit.reject',
    async (tx) => {
      const moved = await depositsRepo(tx).settle(id, ['pending'], {
        state: 'rejected',
        operatorId: operator.id,
        note,
      });
      if (!moved) throw new AppError('invalid-state');
    },
    note,
  );
}

export async function depositProof(db: Db, operator: OperatorContext, id: string) {
  const proof = await depositsRepo(db).proof(id);
  if (!proof || !operator.can('deposits.read', proof.merchantId)) throw new NotFoundError();
  return proof;
}
