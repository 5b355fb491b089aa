import type { OpsApproval } from '@arcadia/contracts';
import type { StoredApproval } from './approvals.repo.ts';

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** What operators see of a request; the detail is what the maker asked, checked by the response schema. */
export const approvalView = (row: StoredApproval): OpsApproval =>
  ({
    id: row.id,
    merchantCode: row.merchantCode,
    kind: row.kind,
    state: row.state,
    detail: row.detail,
    requestedBy: row.requestedBy,
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    note: row.note,
  }) as OpsApproval;
