import {
  APPROVAL_KIND_PERMISSION,
  type ApprovalKind,
  type ApprovalState,
  type OpsApproval,
  type OpsEnrolment,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { assertIndependent } from '../ops/independence.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { APPROVAL_ACTIONS } from './actions.ts';
import { approvalsRepo, type StoredApproval } from './approvals.repo.ts';
import { type BrandScope, inScope, listScope } from './brand-scope.ts';
import { approvalView } from './views.ts';

/**
 * Deciding requests. Each decision is one transaction: the conditional state change
 * (pending → decided, never by the maker), the action when approved, the audit row.
 * The approver must hold, for the request's brand (every brand when it has none), the
 * permission asking takes, and be independent of the maker (ops/independence.ts).
 */

export async function listApprovals(
  db: Db,
  operator: OperatorContext,
  query: {
    merchant?: string;
    state?: ApprovalState;
    kind?: ApprovalKind;
    mine?: 'true' | 'false';
    pageNo: number;
    pageSize: number;
  },
) {
  const scope = await listScope(db, operator, 'approvals.decide', query.merchant);
  const { list, total } = await approvalsRepo(db).page({
    scope,
    state: query.state ?? null,
    kind: query.kind ?? null,
    requestedBy: query.mine === 'true' ? operator.id : null,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
  return { list: list.map(approvalView), total, totalPages: Math.ceil(total / query.pageSize) };
}

type Decision = Exclude<ApprovalState, 'pending'>;

/** Why a decision changed nothing: unknown (or another brand's), already decided, or the wrong operator. */
async function refusal(tx: Db, id: string, scope: BrandScope, to: Decision): Promise<never> {
  const row = await approvalsRepo(tx).byId(id, scope);
  if (!row) throw new NotFoundError();
  if (row.state !== 'pending') throw new AppError('invalid-state');
  if (to === 'cancelled') throw new ForbiddenError();
  throw new AppError('self-approval');
}

async function decide(db: Db, operator: OperatorContext, id: string, to: Decision, note: string | null) {
  return db.tx(async (tx) => {
    const scope = operator.brandsWith('approvals.decide');
    const row: StoredApproval =
      (await approvalsRepo(tx).decide(id, scope, to, operator.id, note)) ?? (await refusal(tx, id, scope, to));
    let enrolment: OpsEnrolment | undefined;
    if (to === 'approved') {
      // The second person must be someone who could have asked for it: a finance operator does not
      // loosen an owner's money limits. Refused here, the whole decision rolls back and stays pending.
      const reach = operator.brandsWith(APPROVAL_KIND_PERMISSION[row.kind]);
      if (reach !== null && (row.merchantId === null || !inScope(reach, row.merchantId))) throw new ForbiddenError();
      await assertIndependent(tx, operator.id, row.requestedById);
      enrolment = await APPROVAL_ACTIONS[row.kind](tx, row, operator.id);
    }
    const action = { approved: 'approve', rejected: 'reject', cancelled: 'cancel' }[to];
    await opsRepo(tx).audit(operator.id, `approval.${action}`, `approval:${row.id}`, {
      kind: row.kind,
      merchant: row.merchantCode,
      subject: row.subject,
      requestedBy: row.requestedBy,
      detail: row.detail,
      note,
    });
    return enrolment ? ({ ...approvalView(row), enrolment } as OpsApproval) : approvalView(row);
  });
}

/** Approves another operator's request and carries it out, once. */
export const approveRequest = (db: Db, operator: OperatorContext, id: string, note?: string) =>
  decide(db, operator, id, 'approved', note || null);

export const rejectRequest = (db: Db, operator: OperatorContext, id: string, note: string) =>
  decide(db, operator, id, 'rejected', note);

/** The maker withdraws their own pending request. */
export const cancelRequest = (db: Db, operator: OperatorContext, id: string, note?: string) =>
  decide(db, operator, id, 'cancelled', note || null);
