import type { WithdrawalState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { moneySettingsRepo } from '../wallet/money-settings.repo.ts';
import { AUTO_RECEIVE_JOB, autoReceiveKey } from './auto-receive.job.ts';
import { deskView } from './withdrawal-views.ts';
import { type Change, type WithdrawalRow, withdrawalsRepo } from './withdrawals.repo.ts';

/**
 * The operator's withdrawal desk. Each action is one transaction: a conditional state
 * change (so a repeat or a race changes nothing), its ledger transfer, its audit row.
 */

export async function deskWithdrawals(
  db: Db,
  tenancy: Tenancy,
  query: { merchant?: string; state?: WithdrawalState; pageNo: number; pageSize: number },
) {
  let merchantId: number | null = null;
  if (query.merchant) {
    const merchant = await tenancy.byCodeOrNull(query.merchant);
    if (!merchant) throw new NotFoundError('merchant-not-found');
    merchantId = merchant.id;
  }
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const { list, total } = await withdrawalsRepo(db).pageForDesk({ merchantId, state: query.state ?? null, ...page });
  return { list: list.map(deskView), total, totalPages: Math.ceil(total / query.pageSize) };
}

type Action = 'approve' | 'reject' | 'pay' | 'settle';

/** Moves the withdrawal, or says why not: unknown id (not-found) or wrong state (invalid-state). */
async function move(tx: Db, id: string, from: readonly WithdrawalState[], change: Change): Promise<WithdrawalRow> {
  const moved = await withdrawalsRepo(tx).move(id, from, change);
  if (moved) return moved;
  if (!(await withdrawalsRepo(tx).byId(id))) throw new NotFoundError();
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

export const approveWithdrawal = (db: Db, operatorId: number, id: string) =>
  db.tx(async (tx) => {
    const row = await move(tx, id, ['requested'], { to: 'approved', operatorId });
    await audit(tx, operatorId, 'approve', row);
    return deskView(row);
  });

/** Refuses the withdrawal and gives the held amount back to the member's main wallet. */
export const rejectWithdrawal = (db: Db, operatorId: number, id: string, reason: string) =>
  db.tx(async (tx) => {
    const row = await move(tx, id, ['requested', 'approved'], { to: 'rejected', operatorId, reason });
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
    await audit(tx, operatorId, 'reject', row, { reason });
    return deskView(row);
  });

/** Records the payout: the held money leaves the books, and the member's answer is awaited. */
export const payWithdrawal = (db: Db, jobs: Pick<JobQueue, 'enqueue'>, operatorId: number, id: string) =>
  db.tx(async (tx) => {
    const row = await move(tx, id, ['approved'], { to: 'paid', operatorId });
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
    const { autoReceiveMinutes } = await moneySettingsRepo(tx).read(row.merchantId);
    const paidAt = row.paidAt ?? new Date();
    await jobs.enqueue(
      AUTO_RECEIVE_JOB,
      { withdrawalId: row.id },
      { runAt: new Date(paidAt.getTime() + autoReceiveMinutes * 60_000), uniqueKey: autoReceiveKey(row.id), db: tx },
    );
    await audit(tx, operatorId, 'pay', row);
    return deskView(row);
  });

/** Closes a withdrawal the member reported not received: it arrived after all, or the money goes back. */
export const settleWithdrawal = (
  db: Db,
  operatorId: number,
  id: string,
  input: { outcome: 'received' | 'refunded'; note: string },
) =>
  db.tx(async (tx) => {
    const row = await move(tx, id, ['not_received'], { to: input.outcome, operatorId, settled: true });
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
    await audit(tx, operatorId, 'settle', row, { outcome: input.outcome, note: input.note });
    return deskView(row);
  });

/** The member's proof image, for the operator deciding a not-received report. */
export async function withdrawalProof(db: Db, id: string) {
  const proof = await withdrawalsRepo(db).proof(id);
  if (!proof) throw new NotFoundError();
  return proof;
}
