import type { HeldWinState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

/** A held win with its bet, brand, member and decider, as the desk and the release need it. */
export interface HeldWinRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  memberId: string;
  account: string;
  vendor: string;
  gameCode: string;
  roundId: string;
  betId: string;
  betTransactionId: string;
  winTransactionId: string;
  accountId: string;
  stake: number;
  amount: number;
  capMultiple: number;
  capAmount: number;
  state: HeldWinState;
  heldAt: Date;
  pendingApprovalId: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
}

/** `source` is `held_wins h` or the name `h` of a CTE that returned changed rows. */
const select = (source: string) => `SELECT h.id::text AS id, h.merchant_id AS "merchantId", m.code AS "merchantCode",
    h.member_id::text AS "memberId", mb.account, h.vendor_code AS vendor, b.game_code AS "gameCode",
    b.round_id AS "roundId", b.id::text AS "betId", b.bet_transaction_id AS "betTransactionId",
    h.win_transaction_id AS "winTransactionId", b.account_id::text AS "accountId", b.stake::float8 AS stake,
    h.amount::float8 AS amount, h.cap_multiple AS "capMultiple", h.cap_amount::float8 AS "capAmount", h.state,
    h.held_at AS "heldAt", h.reason, h.decided_at AS "decidedAt", o.username AS "decidedBy",
    (SELECT a.id::text FROM approvals a WHERE a.kind = 'win-release' AND a.subject = 'held-win:' || h.id
        AND a.state = 'pending') AS "pendingApprovalId"
  FROM ${source}
  JOIN bet_records b ON b.id = h.bet_id
  JOIN merchants m ON m.id = h.merchant_id
  JOIN members mb ON mb.id = h.member_id
  LEFT JOIN operators o ON o.id = h.decided_by`;

/** The only SQL of held wins (bet_records is changed through seamless.repo). */
export const heldWinsRepo = (db: Db) => ({
  insert: (win: {
    merchantId: number;
    memberId: string;
    betId: string;
    vendor: string;
    winTransactionId: string;
    amount: number;
    capMultiple: number;
    capAmount: number;
  }) =>
    db.query(
      `INSERT INTO held_wins (merchant_id, member_id, bet_id, vendor_code, win_transaction_id, amount, cap_multiple, cap_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        win.merchantId,
        win.memberId,
        win.betId,
        win.vendor,
        win.winTransactionId,
        win.amount,
        win.capMultiple,
        win.capAmount,
      ],
    ),

  byId: (id: string, scope: BrandScope) =>
    db.one<HeldWinRow>(`${select('held_wins h')} WHERE h.id = $1 AND ${inScopeSql('h.merchant_id', 2)}`, [id, scope]),

  /**
   * Locked until the transaction ends: a release and a void of one win happen one after
   * the other. Read after the lock, in a statement of its own, so it sees the winner's change.
   */
  async lock(id: string) {
    await db.query('SELECT 1 FROM held_wins WHERE id = $1 FOR UPDATE', [id]);
    return db.one<HeldWinRow>(`${select('held_wins h')} WHERE h.id = $1`, [id]);
  },

  /** Decides a held win (only from held); undefined when it was not held or is outside the scope. */
  decide: (
    id: string,
    scope: BrandScope,
    to: { state: 'released'; transferId: string } | { state: 'voided'; reason: string },
    operatorId: number,
  ) =>
    db.one<HeldWinRow>(
      `WITH h AS (UPDATE held_wins SET state = $3, decided_by = $4, decided_at = now(), transfer_id = $5, reason = $6
          WHERE id = $1 AND state = 'held' AND ${inScopeSql('merchant_id', 2)} RETURNING *) ${select('h')}`,
      [
        id,
        scope,
        to.state,
        operatorId,
        to.state === 'released' ? to.transferId : null,
        to.state === 'voided' ? to.reason : null,
      ],
    ),

  async page(filter: {
    scope: BrandScope;
    state: HeldWinState | null;
    vendor: string | null;
    pageNo: number;
    pageSize: number;
  }) {
    const where = `WHERE ${inScopeSql('h.merchant_id', 1)} AND ($2::text IS NULL OR h.state = $2)
      AND ($3::text IS NULL OR h.vendor_code = $3)`;
    const params = [filter.scope, filter.state, filter.vendor];
    const list = await db.query<HeldWinRow>(
      `${select('held_wins h')} ${where} ORDER BY h.held_at, h.id LIMIT $4 OFFSET $5`,
      [...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
    );
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM held_wins h ${where}`, params);
    return { list, total: total?.n ?? 0 };
  },
});
