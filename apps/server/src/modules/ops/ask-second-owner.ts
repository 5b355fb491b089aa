import type { ApprovalKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { approvalsRepo } from '../approvals/approvals.repo.ts';
import { requestApproval } from '../approvals/request.ts';
import { approvalView } from '../approvals/views.ts';
import type { OperatorContext } from './operator-context.ts';

/**
 * Records an operator change as a request another owner approves (operator-requests.ts carries
 * it out). One request per operator (or new name) and kind waits at a time: a second would
 * carry a first share the first request's approval could never complete.
 */
export async function askSecondOwner(
  tx: Db,
  manager: OperatorContext,
  request: {
    kind: Extract<ApprovalKind, `operator-${string}`>;
    subject: string;
    merchantId: number | null;
    detail: object;
    shareHash?: string;
  },
) {
  if (await approvalsRepo(tx).pendingFor(request.kind, request.subject)) throw new AppError('ops-request-pending');
  return approvalView(await requestApproval(tx, { ...request, requestedBy: manager.id }));
}
