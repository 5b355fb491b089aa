import type { ApprovalKind, ApprovalState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from './brand-scope.ts';

/**
 * One approval request with the names a reader needs. `detail` is what the maker asked, as stored.
 * Operator requests may concern several brands or every brand: their brand is then null.
 */
export interface StoredApproval {
  id: string;
  merchantId: number | null;
  merchantCode: string | null;
  kind: ApprovalKind;
  state: ApprovalState;
  subject: string;
  detail: Record<string, unknown>;
  requestHash: string | null;
  requestedById: number;
  requestedBy: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  note: string | null;
}

/** A request about one brand's money: every kind but the operator ones. */
export type ApprovalRow = StoredApproval & { merchantId: number; merchantCode: string };

/** `source` is `approvals a` or the name `a` of a CTE that returned changed rows. */
const select = (source: string) => `SELECT a.id::text AS id, a.merchant_id AS "merchantId", m.code AS "merchantCode",
    a.kind, a.state, a.subject, a.detail, a.request_hash AS "requestHash", a.requested_by AS "requestedById",
    r.username AS "requestedBy", a.requested_at AS "requestedAt", d.username AS "decidedBy",
    a.decided_at AS "decidedAt", a.note
  FROM ${source}
  LEFT JOIN merchants m ON m.id = a.merchant_id
  JOIN operators r ON r.id = a.requested_by
  LEFT JOIN operators d ON d.id = a.decided_by`;

export interface NewApproval {
  merchantId: number | null;
  kind: ApprovalKind;
  subject: string;
  detail: object;
  requestedBy: number;
  /** A client's id for the request (an adjustment's requestId), unique per kind, and the hash of what it asked. */
  requestKey?: string;
  requestHash?: string;
  /** The hash of the asker's share of an enrolment token the approval will complete. */
  shareHash?: string;
}

export interface ApprovalFilter {
  scope: BrandScope;
  state: ApprovalState | null;
  kind: ApprovalKind | null;
  requestedBy: number | null;
  pageNo: number;
  pageSize: number;
}

/** The only SQL of approvals. */
export const approvalsRepo = (db: Db) => ({
  /** The new request, or undefined when its request key (or a pending release of the same win) exists. */
  insert: (row: NewApproval) =>
    db.one<StoredApproval>(
      `WITH a AS (INSERT INTO approvals (merchant_id, kind, subject, detail, request_key, request_hash, requested_by,
                                         share_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING *) ${select('a')}`,
      [
        row.merchantId,
        row.kind,
        row.subject,
        JSON.stringify(row.detail),
        row.requestKey ?? null,
        row.requestHash ?? null,
        row.requestedBy,
        row.shareHash ?? null,
      ],
    ),

  byRequestKey: (kind: ApprovalKind, key: string) =>
    db.one<StoredApproval>(`${select('approvals a')} WHERE a.kind = $1 AND a.request_key = $2`, [kind, key]),

  pendingFor: (kind: ApprovalKind, subject: string) =>
    db.one<StoredApproval>(`${select('approvals a')} WHERE a.kind = $1 AND a.subject = $2 AND a.state = 'pending'`, [
      kind,
      subject,
    ]),

  /** The request, if it exists within the scope. */
  byId: (id: string, scope: BrandScope) =>
    db.one<StoredApproval>(`${select('approvals a')} WHERE a.id = $1 AND ${inScopeSql('a.merchant_id', 2)}`, [
      id,
      scope,
    ]),

  /**
   * Moves a pending request to `to`, only when it is pending (a repeat or a race lost
   * changes nothing: undefined) and the rule of who may holds: the maker never
   * approves or rejects, only the maker cancels. The row stays locked until commit.
   */
  decide: (
    id: string,
    scope: BrandScope,
    to: Exclude<ApprovalState, 'pending'>,
    operatorId: number,
    note: string | null,
  ) =>
    db.one<StoredApproval>(
      `WITH a AS (UPDATE approvals SET state = $3, decided_by = $4, decided_at = now(), note = $5
          WHERE id = $1 AND state = 'pending' AND ${inScopeSql('merchant_id', 2)}
            AND (CASE WHEN $3 = 'cancelled' THEN requested_by = $4 ELSE requested_by <> $4 END)
          RETURNING *) ${select('a')}`,
      [id, scope, to, operatorId, note],
    ),

  /** The asker's share hash of a request being approved (never part of what operators read). */
  shareHash: async (id: string) =>
    (await db.one<{ hash: string | null }>('SELECT share_hash AS hash FROM approvals WHERE id = $1', [id]))?.hash ??
    null,

  /** Cancels a pending request about a subject (its subject went away), by the operator who caused that. */
  cancelPending: (kind: ApprovalKind, subject: string, operatorId: number, note: string) =>
    db.query(
      `UPDATE approvals SET state = 'cancelled', decided_by = $3, decided_at = now(), note = $4
        WHERE kind = $1 AND subject = $2 AND state = 'pending'`,
      [kind, subject, operatorId, note],
    ),

  async page(filter: ApprovalFilter) {
    const where = `WHERE ${inScopeSql('a.merchant_id', 1)} AND ($2::text IS NULL OR a.state = $2)
      AND ($3::text IS NULL OR a.kind = $3) AND ($4::int IS NULL OR a.requested_by = $4)`;
    const params = [filter.scope, filter.state, filter.kind, filter.requestedBy];
    // A queue is worked oldest first; a history is read newest first.
    const order =
      filter.state === 'pending' ? 'a.requested_at, a.id' : 'COALESCE(a.decided_at, a.requested_at) DESC, a.id DESC';
    const list = await db.query<StoredApproval>(
      `${select('approvals a')} ${where} ORDER BY ${order} LIMIT $5 OFFSET $6`,
      [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
    );
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM approvals a ${where}`, params);
    return { list, total: total?.n ?? 0 };
  },
});
