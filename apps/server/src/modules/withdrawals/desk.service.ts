import { formatMoney, type WithdrawalState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { listScope } from '../approvals/brand-scope.ts';
import { notify } from '../messages/notify.ts';
import { assertIndependent } from '../ops/independence.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { AUTO_RECEIVE_JOB, autoReceiveKey } from './auto-receive.job.ts';
import { approvalsRequired, deskView } from './withdrawal-views.ts';
import { type Change, type WithdrawalRow, withdrawalsRepo } from './withdrawals.repo.ts';

/**
 * The operator's withdrawal desk. Each action is one transaction: a conditional state
 * change (so a repeat or a race changes nothing), its ledger transfer, its audit row.
 * Lists and actions reach only the brands the operator's permission reaches; another
 * brand's withdrawal is not found.
 */

export async function deskWithdrawals(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string; state?: WithdrawalState; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'withdrawals.read', query.merchant);
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const { list, total } = await withdrawalsRepo(db).pageForDesk({ scope, state: query.state ?? null, ...page });
  return { list: list.map(deskView), total, totalPages: Math.ceil(total / query.pageSize) };
}

type Action = 'approve' | 'first-approval' | 'reject' | 'pay' | 'settle';

/**
 * Moves the withdrawal, or says why not: unknown id or another brand's (not-found), or
 * wrong state (invalid-state).
 */
async function move(
  tx: Db,
  operator: OperatorContext,
  id: string,
  from: readonly WithdrawalState[],
  change: Change,
): Promise<WithdrawalRow> {
  const scope = operator.brandsWith('withdrawals.decide');
  const moved = await withdrawalsRepo(tx).move(id, from, change, scope);
  if (moved) return moved;
  if (!(await withdrawalsRepo(tx).byId(id, scope))) throw new NotFoundError();
  throw new AppError('invalid-state');
}

const audit = (tx: Db, operatorId: number, action: Action, row: WithdrawalRow, detail: object = {}) =>
  opsRepo(tx).audit(operatorId, `withdrawal.${action}`, row.reference, {
    id: row.id,
    merchant: row.merchantCode,
    amount: row.amount,
    state: row.state,
    ...detail,
  });

/** Nothing above the brand's withdrawal maximum is approved or paid, whatever was asked. */
async function withinMax(tx: Db, row: WithdrawalRow) {
  const { withdrawMax } = await moneySettingsRepo(tx).read(row.merchantId);
  if (row.amount > withdrawMax) {
    throw new AppError('limit-exceeded', { limit: withdrawMax }, { limit: formatMoney(withdrawMax) });
  }
}

/**
 * Approves for payment. Above the brand's threshold it takes two independent operators:
 * the first approval is recorded (the withdrawal stays requested), the second moves it
 * on. The withdrawal row is locked first, so approvals are counted one at a time.
 */
export const approveWithdrawal = (db: Db, operator: OperatorContext, id: string) =>
  db.tx(async (tx) => {
    const repo = withdrawalsRepo(tx);
    const row = await repo.lockForDesk(id, operator.brandsWith('withdrawals.decide'));
    if (!row) throw new NotFoundError();
    if (row.state !== 'requested') throw new AppError('invalid-state');
    if (row.approvals.some((given) => given.operatorId === operator.id)) throw new AppError('self-approval');
    // Two approvals are two people: not an operator the first approver set up, nor one set up by the same hand.
    for (const given of row.approvals) await assertIndependent(tx, operator.id, given.operatorId);
    await withinMax(tx, row);
    await repo.addApproval(row.id, operator.id);
    if (row.approvals.length + 1 < approvalsRequired(row)) {
      await audit(tx, operator.id, 'first-approval', row);
      return deskView((await repo.byId(row.id)) ?? row);
    }
    const moved = await move(tx, operator, id, ['requested'], { to: 'approved', operatorId: operator.id });
    await audit(tx, operator.id, 'approve', moved);
    return deskView(moved);
  });

/** Refuses the withdrawal and gives the held amount back to the member's main wallet. */
export const rejectWithdrawal = (db: Db, operator: OperatorContext, id: string, reason: string) =>
  db.tx(async (tx) => {
    const row = await move(tx, operator, id, ['requested', 'approved'], {
      to: 'rejected',
      operatorId: operator.id,
      reason,
    });
    await transfer(tx, {
      merchantId: row.merchantId,
      key: `withdrawal:${row.id}:release`,
      type: 'withdrawal-release',
      entries: [
        { accountId: await systemAccount(tx, row.merchantId, 'withdraw-hold'), amount: -row.amount },
        { accountId: await accountFor(tx, row.merchantId, row.memberId), amount: row.amount },
      ],
      metadata: { reference: row.reference, remark: reason },
    });
    await audit(tx, operator.id, 'reject', row, { reason });
    return deskView(row);
  });

/** Records the payout: the held money leaves the books, and the member's answer is awaited. */
export const payWithdrawal = (db: Db, jobs: Pick<JobQueue, 'enqueue'>, operator: OperatorContext, id: string) =>
  db.tx(async (tx) => {
    const row = await move(tx, operator, id, ['approved'], { to: 'paid', operatorId: operator.id });
    await withinMax(tx, row);
    await transfer(tx, {
      merchantId: row.merchantId,
      key: `withdrawal:${row.id}:pay`,
      type: 'withdrawal',
      entries: [
        { accountId: await systemAccount(tx, row.merchantId, 'withdraw-hold'), amount: -row.amount },
        { accountId: await systemAccount(tx, row.merchantId, 'clearing:PAYOUT'), amount: row.amount },
      ],
      metadata: { reference: row.reference, remark: `${row.bankName} ${row.accountNumber}` },
    });
    await notify(tx, {
      merchantId: row.merchantId,
      memberId: row.memberId,
      template: 'withdrawal-paid',
      params: { amount: row.amount, reference: row.reference },
    });
    const { autoReceiveMinutes } = await moneySettingsRepo(tx).read(row.merchantId);
    const paidAt = row.paidAt ?? new Date();
    await jobs.enqueue(
      AUTO_RECEIVE_JOB,
      { withdrawalId: row.id },
      { runAt: new Date(paidAt.getTime() + autoReceiveMinutes * 60_000), uniqueKey: autoReceiveKey(row.id), db: tx },
    );
    await audit(tx, operator.id, 'pay', row);
    return deskView(row);
  });

/** Closes a withdrawal the member reported not received: it arrived after all, or the money goes back. */
export const settleWithdrawal = (
  db: Db,
  operator: OperatorContext,
  id: string,
  input: { outcome: 'received' | 'refunded'; note: string },
) =>
  db.tx(async (tx) => {
    const row = await move(tx, operator, id, ['not_received'], {
      to: input.outcome,
      operatorId: operator.id,
      settled: true,
    });
    if (input.outcome === 'refunded') {
      await transfer(tx, {
        merchantId: row.merchantId,
        key: `withdrawal:${row.id}:refund`,
        type: 'withdrawal-refund',
        entries: [
          { accountId: await systemAccount(tx, row.merchantId, 'clearing:PAYOUT'), amount: -row.amount },
          { accountId: await accountFor(tx, row.merchantId, row.memberId), amount: row.amount },
        ],
        metadata: { reference: row.reference, remark: input.note },
      });
    }
    await audit(tx, operator.id, 'settle', row, { outcome: input.outcome, note: input.note });
    return deskView(row);
  });

/** The member's proof image, for the operator deciding a not-received report. */
export async function withdrawalProof(db: Db, operator: OperatorContext, id: string) {
  const proof = await withdrawalsRepo(db).proof(id, operator.brandsWith('withdrawals.read'));
  if (!proof) throw new NotFoundError();
  return proof;
}
