import type { LocalizedText, PointConfig, PointEntryKind } from '@arcadia/contracts';
import { breaksCheck, type Db } from '../../platform/db/db.ts';

/**
 * The brand's rule when it has not set one (the table's own defaults): one point per
 * 100.00 of valid bet, 100 points worth 1.00, at least 100 points per conversion.
 */
export const DEFAULT_POINT_CONFIG: PointConfig = { pointsRatio: 100, pointsRequired: 100, amountRequired: 100_00 };

export interface PointEntryRow {
  id: string;
  createdAt: Date;
  kind: PointEntryKind;
  points: number;
  balanceAfter: number;
  day: string | null;
  reference: string | null;
  amount: number | null;
}

export interface NewPointEntry {
  merchantId: number;
  memberId: string;
  kind: PointEntryKind;
  /** Signed; the database refuses an entry that would take the balance below zero. */
  points: number;
  /** Unique per brand: the same key can never be entered twice. */
  key: string;
  day?: string | null;
  reference?: string | null;
  amount?: number | null;
}

/** A refused entry: it would have taken the member's points below zero. */
export const isPointsOverdraft = (error: unknown) => breaksCheck(error, 'member_points_not_negative');

const ENTRY = `id::text AS id, created_at AS "createdAt", kind, points::float8 AS points,
  balance_after::float8 AS "balanceAfter", to_char(day, 'YYYY-MM-DD') AS day, reference, amount::float8 AS amount`;

export const pointsRepo = (db: Db) => ({
  async config(merchantId: number): Promise<PointConfig & { rules: LocalizedText }> {
    const row = await db.one<PointConfig & { rules: LocalizedText }>(
      `SELECT points_ratio AS "pointsRatio", points_required::float8 AS "pointsRequired",
              amount_required::float8 AS "amountRequired", rules
         FROM point_settings WHERE merchant_id = $1`,
      [merchantId],
    );
    return row ?? { ...DEFAULT_POINT_CONFIG, rules: {} };
  },

  setConfig: (merchantId: number, config: PointConfig) =>
    db.query(
      `INSERT INTO point_settings (merchant_id, points_ratio, points_required, amount_required)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id) DO UPDATE SET points_ratio = EXCLUDED.points_ratio,
         points_required = EXCLUDED.points_required, amount_required = EXCLUDED.amount_required, updated_at = now()`,
      [merchantId, config.pointsRatio, config.pointsRequired, config.amountRequired],
    ),

  setRules: (merchantId: number, rules: LocalizedText) =>
    db.query(
      `INSERT INTO point_settings (merchant_id, rules) VALUES ($1, $2::jsonb)
       ON CONFLICT (merchant_id) DO UPDATE SET rules = EXCLUDED.rules, updated_at = now()`,
      [merchantId, JSON.stringify(rules)],
    ),

  async balance(memberId: string): Promise<{ balance: number; earned: number }> {
    const row = await db.one<{ balance: number; earned: number }>(
      'SELECT balance::float8 AS balance, earned::float8 AS earned FROM member_points WHERE member_id = $1',
      [memberId],
    );
    return row ?? { balance: 0, earned: 0 };
  },

  /** Adds one line to the points ledger; its trigger moves the balance and writes the balance after it. */
  async enter(entry: NewPointEntry): Promise<PointEntryRow> {
    const row = await db.one<PointEntryRow>(
      `INSERT INTO point_entries (merchant_id, member_id, kind, points, key, day, reference, amount)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8) RETURNING ${ENTRY}`,
      [
        entry.merchantId,
        entry.memberId,
        entry.kind,
        entry.points,
        entry.key,
        entry.day ?? null,
        entry.reference ?? null,
        entry.amount ?? null,
      ],
    );
    if (!row) throw new Error('point entry not written');
    return row;
  },

  async entries(
    memberId: string,
    filter: { kind: PointEntryKind | null; from: Date | null; to: Date | null },
    page: { pageNo: number; pageSize: number },
  ) {
    const where = `member_id = $1 AND ($2::text IS NULL OR kind = $2)
      AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)`;
    const params = [memberId, filter.kind, filter.from, filter.to];
    const list = await db.query<PointEntryRow>(
      `SELECT ${ENTRY} FROM point_entries WHERE ${where}
        ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
      [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
    );
    const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM point_entries WHERE ${where}`, params);
    return { list, total: count?.n ?? 0 };
  },
});
