import type { Db } from '../../platform/db/db.ts';

export interface AuditFilter {
  /** Brands the reader may audit; null: every brand. Rows of no brand are readable by every auditor. */
  brands: number[] | null;
  merchantId: number | null;
  operator: string | null;
  /** One action, or a family of them when it ends with a dot. */
  action: string | null;
  from: string | null;
  to: string | null;
}

export interface AuditRow {
  id: string;
  at: Date;
  operator: string | null;
  action: string;
  target: string;
  merchant: string | null;
  detail: Record<string, unknown>;
}

const FROM = `FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id
  LEFT JOIN merchants m ON m.id = a.merchant_id
  WHERE ($1::int[] IS NULL OR a.merchant_id IS NULL OR a.merchant_id = ANY($1::int[]))
    AND ($2::int IS NULL OR a.merchant_id = $2)
    AND ($3::text IS NULL OR lower(o.username) = lower($3))
    AND ($4::text IS NULL OR a.action = $4 OR (right($4, 1) = '.' AND left(a.action, length($4)) = $4))
    AND ($5::timestamptz IS NULL OR a.at >= $5)
    AND ($6::timestamptz IS NULL OR a.at < $6)`;

const params = (f: AuditFilter) => [f.brands, f.merchantId, f.operator, f.action, f.from, f.to];

export const auditRepo = (db: Db) => ({
  page: (filter: AuditFilter, limit: number, offset: number) =>
    db.query<AuditRow>(
      `SELECT a.id::text AS id, a.at, o.username AS operator, a.action, a.target, m.code AS merchant, a.detail
       ${FROM} ORDER BY a.at DESC, a.id DESC LIMIT $7 OFFSET $8`,
      [...params(filter), limit, offset],
    ),

  count: async (filter: AuditFilter) =>
    Number((await db.one<{ n: number }>(`SELECT count(*)::int AS n ${FROM}`, params(filter)))?.n),
});
