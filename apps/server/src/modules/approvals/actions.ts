import type { ApprovalKind, OpsEnrolment } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { approveCreate, approveGrants, approveReset } from '../ops/operator-requests.ts';
import { releaseHeldWin } from '../vendors/held-wins.service.ts';
import { applyAdjustment, applyLoosening } from '../wallet/ops-money.service.ts';
import type { ApprovalRow, StoredApproval } from './approvals.repo.ts';

/**
 * What approving each kind of request does. Each runs inside the approval's own
 * transaction, after the request was moved to approved: a throw (a limit now lower,
 * a balance too small, a win already voided) undoes the approval too, and the
 * request stays pending with the reason answered to the approver. A creation or a
 * reset answers the approver's share of the new enrolment token.
 */
type Action = (tx: Db, approval: StoredApproval, operatorId: number) => Promise<OpsEnrolment | undefined>;

/** A money request is always about one brand (the database's approvals_brand check). */
const brandRequest =
  (action: (tx: Db, approval: ApprovalRow, operatorId: number) => Promise<void>): Action =>
  async (tx, approval, operatorId) => {
    await action(tx, approval as ApprovalRow, operatorId);
    return undefined;
  };

export const APPROVAL_ACTIONS: Record<ApprovalKind, Action> = {
  adjustment: brandRequest(applyAdjustment),
  'money-settings': brandRequest(applyLoosening),
  'win-release': brandRequest(releaseHeldWin),
  'operator-create': approveCreate,
  'operator-grants': approveGrants,
  'operator-reset': approveReset,
};
