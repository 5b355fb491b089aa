import type { ContactKind, Eligibility, LocalizedText, PromotionKind, PromotionTerms } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface CategoryRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  name: LocalizedText;
  sort: number;
}

export interface PromotionRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  categoryId: string | null;
  kind: PromotionKind;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
  sort: number;
  eligibility: Eligibility;
  contact: ContactKind;
  turnoverMultiple: number;
  terms: PromotionTerms;
  artHue: number;
  updatedAt: Date;
}

/** Everything an operator sets on a promotion. */
export type PromotionInput = Omit<PromotionRow, 'id' | 'merchantId' | 'merchantCode' | 'kind' | 'updatedAt'>;

const CATEGORY = `c.id::text AS id, c.merchant_id AS "merchantId", m.code AS "merchantCode", c.name, c.sort`;

const PROMOTION = `p.id::text AS id, p.merchant_id AS "merchantId", m.code AS "merchantCode",
  p.category_id::text AS "categoryId", p.kind, p.title, p.summary, p.content, p.starts_at AS "startsAt",
  p.ends_at AS "endsAt", p.enabled, p.sort,
  json_build_object('vipMin', p.vip_min, 'vipMax', p.vip_max, 'labels', p.labels, 'newMemberDays', p.new_member_days)
    AS eligibility,
  p.contact, p.turnover_multiple AS "turnoverMultiple", p.terms, p.art_hue AS "artHue", p.updated_at AS "updatedAt"`;

const FROM = 'FROM promotions p JOIN merchants m ON m.id = p.merchant_id';

/** Columns in the order `values` writes them (after merchant_id and kind on insert). */
const values = (input: PromotionInput) => [
  input.categoryId,
  JSON.stringify(input.title),
  JSON.stringify(input.summary),
  JSON.stringify(input.content),
  input.startsAt,
  input.endsAt,
  input.enabled,
  input.sort,
  input.eligibility.vipMin,
  input.eligibility.vipMax,
  input.eligibility.labels,
  input.eligibility.newMemberDays,
  input.contact,
  input.turnoverMultiple,
  JSON.stringify(input.terms),
  input.artHue,
];

/** Promotions and their categories: the only SQL on those tables. */
export const catalogueRepo = (db: Db) => ({
  categories: (merchantId: number) =>
    db.query<CategoryRow>(
      `SELECT ${CATEGORY} FROM promotion_categories c JOIN merchants m ON m.id = c.merchant_id
        WHERE c.merchant_id = $1 ORDER BY c.sort, c.id`,
      [merchantId],
    ),

  category: (id: string) =>
    db.one<CategoryRow>(
      `SELECT ${CATEGORY} FROM promotion_categories c JOIN merchants m ON m.id = c.merchant_id WHERE c.id = $1`,
      [id],
    ),

  insertCategory: (merchantId: number, name: LocalizedText, sort: number, seedKey: string | null = null) =>
    db.one<{ id: string }>(
      `INSERT INTO promotion_categories (merchant_id, name, sort, seed_key) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (merchant_id, seed_key) DO NOTHING RETURNING id::text AS id`,
      [merchantId, JSON.stringify(name), sort, seedKey],
    ),

  updateCategory: (id: string, change: { name?: LocalizedText; sort?: number }) =>
    db.query(
      `UPDATE promotion_categories SET name = COALESCE($2::jsonb, name), sort = COALESCE($3, sort) WHERE id = $1`,
      [id, change.name ? JSON.stringify(change.name) : null, change.sort ?? null],
    ),

  categoryBySeed: (merchantId: number, seedKey: string) =>
    db.one<{ id: string }>('SELECT id::text AS id FROM promotion_categories WHERE merchant_id = $1 AND seed_key = $2', [
      merchantId,
      seedKey,
    ]),

  /** Shown on the site: enabled and not yet ended, running first, then by sort. */
  shown: (merchantId: number, filter: { categoryId: string | null; limit: number; offset: number }) =>
    db.query<PromotionRow & { total: string }>(
      `SELECT ${PROMOTION}, count(*) OVER () AS total ${FROM}
        WHERE p.merchant_id = $1 AND p.enabled AND p.ends_at > now()
          AND ($2::int IS NULL OR p.category_id = $2::int)
        ORDER BY (p.starts_at > now()), p.sort, p.id DESC LIMIT $3 OFFSET $4`,
      [merchantId, filter.categoryId, filter.limit, filter.offset],
    ),

  /** Running now, of these kinds (the reward centre's candidates). */
  running: (merchantId: number, kinds: readonly PromotionKind[]) =>
    db.query<PromotionRow>(
      `SELECT ${PROMOTION} ${FROM}
        WHERE p.merchant_id = $1 AND p.enabled AND p.starts_at <= now() AND p.ends_at > now() AND p.kind = ANY($2)
        ORDER BY p.sort, p.id`,
      [merchantId, kinds],
    ),

  byId: (id: string) => db.one<PromotionRow>(`SELECT ${PROMOTION} ${FROM} WHERE p.id = $1`, [id]),

  byIds: (ids: readonly string[]) =>
    db.query<PromotionRow>(`SELECT ${PROMOTION} ${FROM} WHERE p.id = ANY($1::int[])`, [ids]),

  page: (merchantId: number, limit: number, offset: number) =>
    db.query<PromotionRow & { total: string }>(
      `SELECT ${PROMOTION}, count(*) OVER () AS total ${FROM} WHERE p.merchant_id = $1
        ORDER BY p.id DESC LIMIT $2 OFFSET $3`,
      [merchantId, limit, offset],
    ),

  insert: (merchantId: number, kind: PromotionKind, input: PromotionInput, seedKey: string | null = null) =>
    db.one<{ id: string }>(
      `INSERT INTO promotions (merchant_id, kind, category_id, title, summary, content, starts_at, ends_at, enabled,
         sort, vip_min, vip_max, labels, new_member_days, contact, turnover_multiple, terms, art_hue, seed_key)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb,
         $18, $19)
       ON CONFLICT (merchant_id, seed_key) DO NOTHING RETURNING id::text AS id`,
      [merchantId, kind, ...values(input), seedKey],
    ),

  update: (id: string, input: PromotionInput) =>
    db.query(
      `UPDATE promotions SET category_id = $2, title = $3::jsonb, summary = $4::jsonb, content = $5::jsonb,
         starts_at = $6, ends_at = $7, enabled = $8, sort = $9, vip_min = $10, vip_max = $11, labels = $12,
         new_member_days = $13, contact = $14, turnover_multiple = $15, terms = $16::jsonb, art_hue = $17,
         updated_at = now()
       WHERE id = $1`,
      [id, ...values(input)],
    ),
});
