import type { Db } from '../../platform/db/db.ts';
import { AppError, ConflictError } from '../../platform/errors.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { approvalsRepo, type NewApproval, type StoredApproval } from './approvals.repo.ts';

/**
 * Records an operator's request for a second operator (inside the caller's transaction),
 * audited as `approval.request`. A request key seen before answers the request made with
 * it (a retry), or `idempotency-mismatch` when it asked something else; a second release
 * of the same held win answers the pending one.
 */
export async function requestApproval(tx: Db, request: NewApproval): Promise<StoredApproval> {
  const repo = approvalsRepo(tx);
  const made = await repo.insert(request);
  if (made) {
    await opsRepo(tx).audit(request.requestedBy, 'approval.request', `approval:${made.id}`, {
      kind: made.kind,
      merchant: made.merchantCode,
      subject: made.subject,
      detail: made.detail,
    });
    return made;
  }
  if (request.requestKey) {
    const first = await repo.byRequestKey(request.kind, request.requestKey);
    if (!first) throw new ConflictError();
    if (first.requestHash !== (request.requestHash ?? null)) throw new AppError('idempotency-mismatch');
    return first;
  }
  const pending = await repo.pendingFor(request.kind, request.subject);
  if (!pending) throw new ConflictError();
  return pending;
}
