import type { LocalizedText, MissionGoal, MissionPeriod } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { type BrandScope, inScopeSql } from '../approvals/brand-scope.ts';

export interface OpsMissionRow {
  id: number;
  merchantId: number;
  merchantCode: string;
  period: MissionPeriod;
  goal: MissionGoal;
  target: string;
  reward: string;
  title: LocalizedText;
  description: LocalizedText;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  sort: number;
  claims: string;
  createdAt: Date;
  updatedAt: Date;
}

const select = (source: string) => `SELECT m.id, m.merchant_id AS "merchantId", b.code AS "merchantCode", m.period,
    m.goal, m.target::text AS target, m.reward::text AS reward, m.title, m.description, m.starts_at AS "startsAt",
    m.ends_at AS "endsAt", m.enabled, m.sort,
    (SELECT count(*) FROM mission_claims c WHERE c.mission_id = m.id)::text AS claims,
    m.created_at AS "createdAt", m.updated_at AS "updatedAt"
  FROM ${source} JOIN merchants b ON b.id = m.merchant_id`;

export interface MissionFields {
  target?: number | undefined;
  reward?: number | undefined;
  title?: LocalizedText | undefined;
  description?: LocalizedText | undefined;
  startsAt?: string | undefined;
  endsAt?: string | null | undefined;
  enabled?: boolean | undefined;
  sort?: number | undefined;
}

/** The operator's side of missions: definitions by brand scope. */
export const opsMissionsRepo = (db: Db) => ({
  async page(scope: BrandScope, pageNo: number, pageSize: number) {
    const list = await db.query<OpsMissionRow>(
      `${select('missions m')} WHERE ${inScopeSql('m.merchant_id', 1)}
        ORDER BY b.code, m.sort, m.id LIMIT $2 OFFSET $3`,
      [scope, pageSize, (pageNo - 1) * pageSize],
    );
    const count = await db.one<{ n: string }>(
      `SELECT count(*)::text AS n FROM missions WHERE ${inScopeSql('merchant_id', 1)}`,
      [scope],
    );
    return { list, total: Number(count?.n ?? 0) };
  },

  byId: (id: number, scope: BrandScope) =>
    db.one<OpsMissionRow>(`${select('missions m')} WHERE m.id = $1 AND ${inScopeSql('m.merchant_id', 2)}`, [id, scope]),

  async create(
    row: MissionFields & {
      merchantId: number;
      period: MissionPeriod;
      goal: MissionGoal;
      target: number;
      reward: number;
    },
  ) {
    const created = await db.one<{ id: number }>(
      `INSERT INTO missions (merchant_id, period, goal, target, reward, title, description, starts_at, ends_at,
         enabled, sort)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, COALESCE($8::timestamptz, now()), $9, $10, $11)
       RETURNING id`,
      [
        row.merchantId,
        row.period,
        row.goal,
        row.target,
        row.reward,
        JSON.stringify(row.title),
        JSON.stringify(row.description ?? {}),
        row.startsAt ?? null,
        row.endsAt ?? null,
        row.enabled ?? true,
        row.sort ?? 0,
      ],
    );
    return created?.id;
  },

  /** Applies the fields given (undefined keeps a field; endsAt null clears the end). */
  update: (id: number, fields: MissionFields) =>
    db.query(
      `UPDATE missions SET
         target = COALESCE($2, target), reward = COALESCE($3, reward),
         title = COALESCE($4::jsonb, title), description = COALESCE($5::jsonb, description),
         starts_at = COALESCE($6::timestamptz, starts_at),
         ends_at = CASE WHEN $7 THEN $8::timestamptz ELSE ends_at END,
         enabled = COALESCE($9, enabled), sort = COALESCE($10, sort), updated_at = now()
       WHERE id = $1`,
      [
        id,
        fields.target ?? null,
        fields.reward ?? null,
        fields.title ? JSON.stringify(fields.title) : null,
        fields.description ? JSON.stringify(fields.description) : null,
        fields.startsAt ?? null,
        fields.endsAt !== undefined,
        fields.endsAt ?? null,
        fields.enabled ?? null,
        fields.sort ?? null,
      ],
    ),
});
