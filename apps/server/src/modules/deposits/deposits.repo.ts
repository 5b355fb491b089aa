import type { DepositState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** An order with what every view of it needs: its channel, member and brand. */
export interface OrderRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  currency: string;
  memberId: string;
  account: string;
  reference: string;
  requestKey: string | null;
  amount: number;
  state: DepositState;
  hasProof: boolean;
  payUrl: string | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  channelId: number;
  channelCode: string;
  channelName: string;
  kind: 'bank' | 'gateway';
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
}

const SELECT = `SELECT o.id::text AS id, o.merchant_id AS "merchantId", mc.code AS "merchantCode", mc.currency,
  o.member_id::text AS "memberId", m.account, o.reference, o.request_key AS "requestKey",
  o.amount::float8 AS amount, o.state, o.proof IS NOT NULL AS "hasProof", o.pay_url AS "payUrl", o.note,
  o.created_at AS "createdAt", o.updated_at AS "updatedAt", c.id AS "channelId", c.code AS "channelCode",
  c.name AS "channelName", c.kind, c.bank_name AS "bankName", c.account_name AS "accountName",
  c.account_number AS "accountNumber"
  FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
  JOIN members m ON m.id = o.member_id JOIN merchants mc ON mc.id = o.merchant_id`;

/** The operator desk's filter; `merchantIds` are the brands the operator may see (null: every brand). */
export interface DeskFilter {
  merchantCode?: string | undefined;
  state?: DepositState | undefined;
  merchantIds: number[] | null;
}

export interface NewOrder {
  merchantId: number;
  memberId: string;
  channelId: number;
  reference: string;
  amount: number;
  requestKey: string;
}

export const depositsRepo = (db: Db) => ({
  /** Null when the request key or the reference is taken already. */
  insert: async (order: NewOrder) =>
    (
      await db.one<{ id: string }>(
        `INSERT INTO deposit_orders (merchant_id, member_id, channel_id, reference, amount, request_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
        [order.merchantId, order.memberId, order.channelId, order.reference, order.amount, order.requestKey],
      )
    )?.id ?? null,

  byId: (id: string) => db.one<OrderRow>(`${SELECT} WHERE o.id = $1`, [id]),

  /** Locks the order for the rest of the transaction: approvals and notices take turns. */
  lock: (id: string) =>
    db.one<{ state: DepositState; merchantId: number }>(
      'SELECT state, merchant_id AS "merchantId" FROM deposit_orders WHERE id = $1 FOR UPDATE',
      [id],
    ),

  byRequest: (memberId: string, requestKey: string) =>
    db.one<OrderRow>(`${SELECT} WHERE o.member_id = $1 AND o.request_key = $2`, [memberId, requestKey]),

  /** References are unique per brand; a member sees only their own. */
  byReference: (merchantId: number, reference: string, memberId?: string) =>
    db.one<OrderRow>(
      `${SELECT} WHERE o.merchant_id = $1 AND o.reference = $2 AND ($3::bigint IS NULL OR o.member_id = $3)`,
      [merchantId, reference, memberId ?? null],
    ),

  ofMember: (memberId: string, limit: number, offset: number) =>
    db.query<OrderRow>(`${SELECT} WHERE o.member_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`, [
      memberId,
      limit,
      offset,
    ]),

  countOfMember: async (memberId: string) =>
    Number(
      (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [memberId]))
        ?.n,
    ),

  /** The operator's desk: oldest first, by brand code and state when given, within `merchantIds` (null: all). */
  list: (filter: DeskFilter, limit: number, offset: number) =>
    db.query<OrderRow>(
      `${SELECT} WHERE ($1::text IS NULL OR mc.code = $1) AND ($2::text IS NULL OR o.state = $2)
         AND ($3::int[] IS NULL OR o.merchant_id = ANY($3::int[]))
       ORDER BY o.created_at, o.id LIMIT $4 OFFSET $5`,
      [filter.merchantCode ?? null, filter.state ?? null, filter.merchantIds, limit, offset],
    ),

  count: async (filter: DeskFilter) =>
    Number(
      (
        await db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM deposit_orders o JOIN merchants mc ON mc.id = o.merchant_id
           WHERE ($1::text IS NULL OR mc.code = $1) AND ($2::text IS NULL OR o.state = $2)
             AND ($3::int[] IS NULL OR o.merchant_id = ANY($3::int[]))`,
          [filter.merchantCode ?? null, filter.state ?? null, filter.merchantIds],
        )
      )?.n,
    ),

  setPayUrl: (id: string, payUrl: string) =>
    db.query('UPDATE deposit_orders SET pay_url = $2 WHERE id = $1 AND pay_url IS NULL', [id, payUrl]),

  /** True when a pending order took the proof. */
  setProof: async (id: string, mime: string, bytes: Buffer) =>
    (
      await db.query(
        `UPDATE deposit_orders SET proof_mime = $2, proof = $3, updated_at = now()
         WHERE id = $1 AND state = 'pending' RETURNING id`,
        [id, mime, bytes],
      )
    ).length === 1,

  proof: (id: string) =>
    db.one<{ mime: string; bytes: Uint8Array; merchantId: number }>(
      `SELECT proof_mime AS mime, proof AS bytes, merchant_id AS "merchantId"
       FROM deposit_orders WHERE id = $1 AND proof IS NOT NULL`,
      [id],
    ),

  /** Conditional on the expected states, so a repeat or a race changes nothing. */
  settle: async (
    id: string,
    from: readonly DepositState[],
    to: { state: DepositState; transferId?: string; operatorId?: number; note?: string | null; trade?: string },
  ) =>
    (
      await db.query(
        `UPDATE deposit_orders SET state = $3, transfer_id = $4, operator_id = COALESCE($5, operator_id),
           note = COALESCE($6, note), gateway_trade = COALESCE($7, gateway_trade), updated_at = now()
         WHERE id = $1 AND state = ANY($2::text[]) RETURNING id`,
        [id, from, to.state, to.transferId ?? null, to.operatorId ?? null, to.note ?? null, to.trade ?? null],
      )
    ).length === 1,
});
