import type { OpsEnrolment, OpsGrant } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import { approvalsRepo, type StoredApproval } from '../approvals/approvals.repo.ts';
import { secondShare } from './enrolment-token.ts';
import { operatorLinksRepo } from './operator-links.repo.ts';
import { type OperatorRow, operatorsRepo } from './operators.repo.ts';
import { applyGrants, applyReset, insertOperator, operatorView, resolveGrants } from './operators.service.ts';

/**
 * What approving an operator request does, inside the approval's transaction (the approver's
 * permission and independence from the asker were checked by the approval). The asker and the
 * approver are both recorded as having made the change; for a creation or a reset the approver
 * gets the second share of the token, so neither of them holds a whole way in.
 */

interface OperatorDetail {
  operatorId: number;
  username: string;
}

async function secondShareFor(tx: Db, approval: StoredApproval) {
  const firstHash = await approvalsRepo(tx).shareHash(approval.id);
  if (!firstHash) throw new AppError('invalid-state');
  return secondShare(firstHash);
}

/** The operator a request is about, as it is now; never the approver themself. */
async function target(tx: Db, approval: StoredApproval, approverId: number): Promise<OperatorRow> {
  const { operatorId } = approval.detail as unknown as OperatorDetail;
  if (operatorId === approverId) throw new AppError('ops-own-account');
  const row = await operatorsRepo(tx).byId(operatorId);
  if (!row) throw new NotFoundError();
  return row;
}

const both = (approval: StoredApproval, approverId: number) => [approval.requestedById, approverId];

export async function approveCreate(tx: Db, approval: StoredApproval, approverId: number): Promise<OpsEnrolment> {
  const detail = approval.detail as unknown as { username: string; grants: OpsGrant[] };
  await operatorsRepo(tx).lock();
  const grants = await resolveGrants(tx, null, detail.grants);
  const token = await secondShareFor(tx, approval);
  const operator = await insertOperator(
    tx,
    approverId,
    detail.username,
    grants,
    { grants: detail.grants, approval: approval.id, requestedBy: approval.requestedBy },
    token,
  );
  await operatorLinksRepo(tx).add(
    operator.id,
    both(approval, approverId).map((by) => ({ by, how: 'created' as const })),
  );
  return token.answer;
}

export async function approveGrants(tx: Db, approval: StoredApproval, approverId: number): Promise<undefined> {
  const detail = approval.detail as unknown as OperatorDetail & { before: OpsGrant[]; after: OpsGrant[] };
  await operatorsRepo(tx).lock();
  const row = await target(tx, approval, approverId);
  // Asked against the roles as they were: changed since, the request no longer says what it changes.
  if (JSON.stringify(operatorView(row).grants) !== JSON.stringify(detail.before)) throw new AppError('invalid-state');
  const next = await resolveGrants(tx, null, detail.after);
  await applyGrants(tx, approverId, row, next, both(approval, approverId));
  return undefined;
}

export async function approveReset(tx: Db, approval: StoredApproval, approverId: number): Promise<OpsEnrolment> {
  await operatorsRepo(tx).lock();
  const row = await target(tx, approval, approverId);
  const token = await secondShareFor(tx, approval);
  await applyReset(
    tx,
    approverId,
    row,
    token,
    both(approval, approverId).map((by) => ({ by, how: 'reset' as const })),
  );
  return token.answer;
}
