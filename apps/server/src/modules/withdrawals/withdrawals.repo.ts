import type { WithdrawalState } from '@arcadia/contracts';
import type { Db, SqlParam } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

/** One withdrawal with its payout account, brand and member, as every reader needs it. */
export interface WithdrawalRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  memberId: string;
  memberAccount: string;
  reference: string;
  amount: number;
  state: WithdrawalState;
  rejectReason: string | null;
  hasProof: boolean;
  requestedAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  accountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Operators who approved it for payment, first first. */
  approvals: { operatorId: number; operator: string; at: string }[];
  /** The brand's threshold above which two approvals are needed (null: the brand has no settings row). */
  twoApprovalsOver: number | null;
}

/** `source` is `withdrawals w` or the name `w` of a CTE that returned updated rows. */
const select = (source: string) => `SELECT w.id::text AS id, w.merchant_id AS "merchantId", m.code AS "merchantCode",
    w.member_id::text AS "memberId", mb.account AS "memberAccount", w.reference, w.amount::float8 AS amount,
    w.state, w.reject_reason AS "rejectReason", w.proof IS NOT NULL AS "hasProof", w.requested_at AS "requestedAt",
    w.paid_at AS "paidAt", w.confirmed_at AS "confirmedAt", a.id::text AS "accountId", a.bank_name AS "bankName",
    a.account_name AS "accountName", a.account_number AS "accountNumber",
    (SELECT COALESCE(json_agg(json_build_object('operatorId', wa.operator_id, 'operator', o.username, 'at', wa.approved_at)
                              ORDER BY wa.approved_at, wa.operator_id), '[]'::json)
       FROM withdrawal_approvals wa JOIN operators o ON o.id = wa.operator_id WHERE wa.withdrawal_id = w.id) AS approvals,
    s.withdraw_two_approvals_over::float8 AS "twoApprovalsOver"
  FROM ${source}
  JOIN payout_accounts a ON a.id = w.payout_account_id
  JOIN merchants m ON m.id = w.merchant_id
  JOIN members mb ON mb.id = w.member_id
  LEFT JOIN merchant_money_settings s ON s.merchant_id = w.merchant_id`;

/** What a state change writes besides the state (each a fixed SQL fragment, values as parameters). */
export type Change =
  | { to: 'approved'; operatorId: number }
  | { to: 'rejected'; operatorId: number; reason: string }
  | { to: 'paid'; operatorId: number }
  | { to: 'received' | 'not_received'; proof: { bytes: Buffer; mime: string } | null }
  | { to: 'auto_received' }
  | { to: 'received' | 'refunded'; operatorId: number; settled: true };

function setClause(change: Change): { sql: string; params: SqlParam[] } {
  if ('settled' in change) return { sql: 'operator_id = $4', params: [change.operatorId] };
  switch (change.to) {
    case 'approved':
      return { sql: 'operator_id = $4, decided_at = now()', params: [change.operatorId] };
    case 'rejected':
      return {
        sql: 'operator_id = $4, decided_at = now(), reject_reason = $5',
        params: [change.operatorId, change.reason],
      };
    case 'paid':
      return { sql: 'operator_id = $4, paid_at = now()', params: [change.operatorId] };
    case 'auto_received':
      return { sql: 'confirmed_at = now()', params: [] };
    default:
      // The member's answer; a proof sent with it replaces none (there can be no earlier one).
      return {
        sql: 'confirmed_at = now(), proof = COALESCE($4, proof), proof_mime = COALESCE($5, proof_mime)',
        params: [change.proof?.bytes ?? null, change.proof?.mime ?? null],
      };
  }
}

export const withdrawalsRepo = (db: Db) => ({
  insert: (row: {
    merchantId: number;
    memberId: string;
    accountId: string;
    reference: string;
    requestKey: string;
    amount: number;
  }) =>
    db.one<WithdrawalRow>(
      `WITH w AS (INSERT INTO withdrawals (merchant_id, member_id, payout_account_id, reference, request_key, amount)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *) ${select('w')}`,
      [row.merchantId, row.memberId, row.accountId, row.reference, row.requestKey, row.amount],
    ),

  byRequestKey: (memberId: string, requestKey: string) =>
    db.one<WithdrawalRow>(`${select('withdrawals w')} WHERE w.member_id = $1 AND w.request_key = $2`, [
      memberId,
      requestKey,
    ]),

  /** The member's own withdrawal by reference; another member's is not found. */
  forMember: (merchantId: number, memberId: string, reference: string) =>
    db.one<WithdrawalRow>(
      `${select('withdrawals w')} WHERE w.merchant_id = $1 AND w.member_id = $2 AND w.reference = $3`,
      [merchantId, memberId, reference],
    ),

  /** The withdrawal if it is of a brand within the scope (null: every brand). */
  byId: (id: string, scope: BrandScope = null) =>
    db.one<WithdrawalRow>(`${select('withdrawals w')} WHERE w.id = $1 AND ${inScopeSql('w.merchant_id', 2)}`, [
      id,
      scope,
    ]),

  /**
   * The same, locked until the transaction ends: approvals of one withdrawal are counted
   * one at a time. Locked first and read after, in a statement of its own: a read that
   * waited for the lock would still see the approvals as they were when it began.
   */
  async lockForDesk(id: string, scope: BrandScope) {
    await db.query(`SELECT 1 FROM withdrawals WHERE id = $1 AND ${inScopeSql('merchant_id', 2)} FOR UPDATE`, [
      id,
      scope,
    ]);
    return db.one<WithdrawalRow>(`${select('withdrawals w')} WHERE w.id = $1 AND ${inScopeSql('w.merchant_id', 2)}`, [
      id,
      scope,
    ]);
  },

  addApproval: (id: string, operatorId: number) =>
    db.query('INSERT INTO withdrawal_approvals (withdrawal_id, operator_id) VALUES ($1, $2)', [id, operatorId]),

  /** Withdrawals since `since` that still count toward the daily limit (rejected ones give the slot back). */
  async countSince(memberId: string, since: Date): Promise<number> {
    const row = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1 AND requested_at >= $2 AND state <> 'rejected'`,
      [memberId, since],
    );
    return row?.n ?? 0;
  },

  async pageForMember(merchantId: number, memberId: string, page: { pageNo: number; pageSize: number }) {
    const list = await db.query<WithdrawalRow>(
      `${select('withdrawals w')} WHERE w.merchant_id = $1 AND w.member_id = $2
        ORDER BY w.requested_at DESC, w.id DESC LIMIT $3 OFFSET $4`,
      [merchantId, memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
    );
    const total = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE merchant_id = $1 AND member_id = $2',
      [merchantId, memberId],
    );
    return { list, total: total?.n ?? 0 };
  },

  /** The brands of the scope (null: every brand), oldest first: the desk works through them in order. */
  async pageForDesk(filter: { scope: BrandScope; state: WithdrawalState | null; pageNo: number; pageSize: number }) {
    const where = `WHERE ${inScopeSql('w.merchant_id', 1)} AND ($2::text IS NULL OR w.state = $2)`;
    const list = await db.query<WithdrawalRow>(
      `${select('withdrawals w')} ${where} ORDER BY w.requested_at, w.id LIMIT $3 OFFSET $4`,
      [filter.scope, filter.state, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
    );
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w ${where}`, [
      filter.scope,
      filter.state,
    ]);
    return { list, total: total?.n ?? 0 };
  },

  /**
   * Moves the withdrawal from one of `from` to `change.to`; undefined when it was not in
   * one of them (a repeat or a race lost), so callers can change state exactly once.
   */
  move(id: string, from: readonly WithdrawalState[], change: Change, scope: BrandScope = null) {
    const set = setClause(change);
    const inScope = inScopeSql('merchant_id', 4 + set.params.length);
    return db.one<WithdrawalRow>(
      `WITH w AS (UPDATE withdrawals SET state = $3, ${set.sql}
          WHERE id = $1 AND state = ANY($2::text[]) AND ${inScope} RETURNING *)
       ${select('w')}`,
      [id, from, change.to, ...set.params, scope],
    );
  },

  /** The member's proof, if the withdrawal is of a brand within the scope. */
  proof: (id: string, scope: BrandScope = null) =>
    db.one<{ mime: string; bytes: Uint8Array }>(
      `SELECT proof_mime AS mime, proof AS bytes FROM withdrawals
        WHERE id = $1 AND proof IS NOT NULL AND ${inScopeSql('merchant_id', 2)}`,
      [id, scope],
    ),
});
