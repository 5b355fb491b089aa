import type { ApprovalKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { releaseHeldWin } from '../vendors/held-wins.service.ts';
import { applyAdjustment, applyLoosening } from '../wallet/ops-money.service.ts';
import type { ApprovalRow } from './approvals.repo.ts';

/**
 * What approving each kind of request does. Each runs inside the approval's own
 * transaction, after the request was moved to approved: a throw (a limit now lower,
 * a balance too small, a win already voided) undoes the approval too, and the
 * request stays pending with the reason answered to the approver.
 */
export const APPROVAL_ACTIONS: Record<
  ApprovalKind,
  (tx: Db, approval: ApprovalRow, operatorId: number) => Promise<void>
> = {
  adjustment: applyAdjustment,
  'money-settings': applyLoosening,
  'win-release': releaseHeldWin,
};
