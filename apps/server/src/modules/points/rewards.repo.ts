import type { LocalizedText, RedemptionState, RewardArt, RewardKind } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

export interface RewardRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  kind: RewardKind;
  name: LocalizedText;
  description: LocalizedText;
  points: number;
  amount: number;
  stock: number;
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  art: RewardArt;
  sort: number;
  /** Enabled, inside its dates and with stock, by the database's clock. */
  available: boolean;
}

export type RewardFields = Pick<
  RewardRow,
  'kind' | 'name' | 'description' | 'points' | 'amount' | 'enabled' | 'startsAt' | 'endsAt' | 'art' | 'sort'
>;

/** The most items a reward may hold (stock is an integer column). */
export const MAX_STOCK = 1_000_000_000;

const OPEN = `r.enabled AND (r.starts_at IS NULL OR r.starts_at <= now()) AND (r.ends_at IS NULL OR r.ends_at > now())`;
const REWARD = `r.id::text AS id, r.merchant_id AS "merchantId", m.code AS "merchantCode", r.kind, r.name,
  r.description, r.points::float8 AS points, r.amount::float8 AS amount, r.stock, r.enabled,
  r.starts_at AS "startsAt", r.ends_at AS "endsAt", r.art, r.sort, (${OPEN} AND r.stock > 0) AS available`;
const FROM_REWARDS = 'FROM point_rewards r JOIN merchants m ON m.id = r.merchant_id';

export const rewardsRepo = (db: Db) => ({
  /** The brand's rewards in display order; members see the enabled ones, operators all. */
  list: (merchantId: number, options: { enabledOnly: boolean }) =>
    db.query<RewardRow>(
      `SELECT ${REWARD} ${FROM_REWARDS} WHERE r.merchant_id = $1 AND (NOT $2 OR r.enabled)
        ORDER BY r.sort, r.id`,
      [merchantId, options.enabledOnly],
    ),

  byId: (id: string, scope: BrandScope) =>
    db.one<RewardRow>(`SELECT ${REWARD} ${FROM_REWARDS} WHERE r.id = $1 AND ${inScopeSql('r.merchant_id', 2)}`, [
      id,
      scope,
    ]),

  /**
   * Takes `quantity` items if the reward is on offer with that much stock: one
   * conditional UPDATE, so two sessions taking the last item cannot both have it.
   */
  take: (merchantId: number, id: string, quantity: number) =>
    db.one<RewardRow>(
      `UPDATE point_rewards r SET stock = r.stock - $3, updated_at = now() FROM merchants m
        WHERE m.id = r.merchant_id AND r.id = $1 AND r.merchant_id = $2 AND ${OPEN} AND r.stock >= $3
        RETURNING ${REWARD}`,
      [id, merchantId, quantity],
    ),

  /** Adds (or, negative, removes) stock; null when that would go below zero or above MAX_STOCK. */
  restock: (id: string, change: number, scope: BrandScope) =>
    db.one<RewardRow>(
      `UPDATE point_rewards r SET stock = r.stock + $2, updated_at = now() FROM merchants m
        WHERE m.id = r.merchant_id AND r.id = $1 AND r.stock::bigint + $2 BETWEEN 0 AND ${MAX_STOCK}
          AND ${inScopeSql('r.merchant_id', 3)}
        RETURNING ${REWARD}`,
      [id, change, scope],
    ),

  async insert(merchantId: number, fields: RewardFields & { stock: number; seedKey?: string }) {
    const row = await db.one<{ id: string }>(
      `INSERT INTO point_rewards (merchant_id, kind, name, description, points, amount, stock, enabled,
         starts_at, ends_at, art, sort, seed_key)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (merchant_id, seed_key) WHERE seed_key IS NOT NULL DO NOTHING
       RETURNING id::text AS id`,
      [
        merchantId,
        fields.kind,
        JSON.stringify(fields.name),
        JSON.stringify(fields.description),
        fields.points,
        fields.amount,
        fields.stock,
        fields.enabled,
        fields.startsAt,
        fields.endsAt,
        fields.art,
        fields.sort,
        fields.seedKey ?? null,
      ],
    );
    return row?.id ?? null;
  },

  update: (id: string, fields: RewardFields, scope: BrandScope) =>
    db.one<RewardRow>(
      `UPDATE point_rewards r SET kind = $2, name = $3::jsonb, description = $4::jsonb, points = $5, amount = $6,
         enabled = $7, starts_at = $8, ends_at = $9, art = $10, sort = $11, updated_at = now()
         FROM merchants m
        WHERE m.id = r.merchant_id AND r.id = $1 AND ${inScopeSql('r.merchant_id', 12)}
        RETURNING ${REWARD}`,
      [
        id,
        fields.kind,
        JSON.stringify(fields.name),
        JSON.stringify(fields.description),
        fields.points,
        fields.amount,
        fields.enabled,
        fields.startsAt,
        fields.endsAt,
        fields.art,
        fields.sort,
        scope,
      ],
    ),

  /** What the art of one reward is drawn from. */
  art: (id: string) =>
    db.one<{ art: RewardArt; name: LocalizedText; kind: RewardKind; amount: number; currency: string }>(
      `SELECT r.art, r.name, r.kind, r.amount::float8 AS amount, m.currency ${FROM_REWARDS} WHERE r.id = $1`,
      [id],
    ),
});

export interface RedemptionRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  memberId: string;
  account: string;
  rewardId: string;
  reference: string;
  requestKey: string;
  kind: RewardKind;
  goods: LocalizedText;
  quantity: number;
  points: number;
  amount: number;
  receiver: string;
  state: RedemptionState;
  remark: string | null;
  transactionRef: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export type NewRedemption = Pick<
  RedemptionRow,
  | 'merchantId'
  | 'memberId'
  | 'rewardId'
  | 'reference'
  | 'requestKey'
  | 'kind'
  | 'goods'
  | 'quantity'
  | 'points'
  | 'amount'
  | 'receiver'
>;

const REDEMPTION = `p.id::text AS id, p.merchant_id AS "merchantId", m.code AS "merchantCode",
  p.member_id::text AS "memberId", mb.account, p.reward_id::text AS "rewardId", p.reference,
  p.request_key AS "requestKey", p.kind, p.goods, p.quantity, p.points::float8 AS points,
  p.amount::float8 AS amount, p.receiver, p.state, p.remark, p.transaction_ref AS "transactionRef",
  o.username AS "decidedBy", p.decided_at AS "decidedAt", p.created_at AS "createdAt"`;
const FROM_REDEMPTIONS = `FROM point_redemptions p JOIN merchants m ON m.id = p.merchant_id
  JOIN members mb ON mb.id = p.member_id LEFT JOIN operators o ON o.id = p.decided_by`;

export const redemptionsRepo = (db: Db) => ({
  async insert(row: NewRedemption): Promise<RedemptionRow> {
    const made = await db.one<{ id: string }>(
      `INSERT INTO point_redemptions (merchant_id, member_id, reward_id, reference, request_key, kind, goods,
         quantity, points, amount, receiver)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11) RETURNING id::text AS id`,
      [
        row.merchantId,
        row.memberId,
        row.rewardId,
        row.reference,
        row.requestKey,
        row.kind,
        JSON.stringify(row.goods),
        row.quantity,
        row.points,
        row.amount,
        row.receiver,
      ],
    );
    const created = made ? await this.byId(made.id, null) : undefined;
    if (!created) throw new Error('redemption not written');
    return created;
  },

  byId: (id: string, scope: BrandScope) =>
    db.one<RedemptionRow>(
      `SELECT ${REDEMPTION} ${FROM_REDEMPTIONS} WHERE p.id = $1 AND ${inScopeSql('p.merchant_id', 2)}`,
      [id, scope],
    ),

  byRequestKey: (memberId: string, requestKey: string) =>
    db.one<RedemptionRow>(`SELECT ${REDEMPTION} ${FROM_REDEMPTIONS} WHERE p.member_id = $1 AND p.request_key = $2`, [
      memberId,
      requestKey,
    ]),

  async pageForMember(memberId: string, state: RedemptionState | null, page: { pageNo: number; pageSize: number }) {
    const where = 'p.member_id = $1 AND ($2::text IS NULL OR p.state = $2)';
    const list = await db.query<RedemptionRow>(
      `SELECT ${REDEMPTION} ${FROM_REDEMPTIONS} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
      [memberId, state, page.pageSize, (page.pageNo - 1) * page.pageSize],
    );
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM point_redemptions p WHERE ${where}`, [
      memberId,
      state,
    ]);
    return { list, total: count?.n ?? 0 };
  },

  /** The desk's list: in process oldest first (first come, first served), decided ones newest first. */
  async pageForDesk(scope: BrandScope, state: RedemptionState | null, page: { pageNo: number; pageSize: number }) {
    const where = `${inScopeSql('p.merchant_id', 1)} AND ($2::text IS NULL OR p.state = $2)`;
    const order = state === 'in_process' ? 'p.created_at, p.id' : 'p.created_at DESC, p.id DESC';
    const list = await db.query<RedemptionRow>(
      `SELECT ${REDEMPTION} ${FROM_REDEMPTIONS} WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [scope, state, page.pageSize, (page.pageNo - 1) * page.pageSize],
    );
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM point_redemptions p WHERE ${where}`, [
      scope,
      state,
    ]);
    return { list, total: count?.n ?? 0 };
  },

  /** Moves a redemption out of "in process"; null when it is not there (decided meanwhile, or out of scope). */
  async decide(
    id: string,
    scope: BrandScope,
    decision: { state: 'approved' | 'rejected'; remark: string | null; transactionRef: string | null },
    operatorId: number,
  ) {
    const moved = await db.one<{ id: string }>(
      `UPDATE point_redemptions p SET state = $3, remark = $4, transaction_ref = $5, decided_by = $6, decided_at = now()
        WHERE p.id = $1 AND p.state = 'in_process' AND ${inScopeSql('p.merchant_id', 2)}
        RETURNING p.id::text AS id`,
      [id, scope, decision.state, decision.remark, decision.transactionRef, operatorId],
    );
    return moved ? this.byId(moved.id, null) : undefined;
  },
});
