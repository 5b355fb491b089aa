import type { LocalizedText, PromotionTerms } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { ImageMime } from '../../platform/upload.ts';

export type ApplicationState = 'applying' | 'issued' | 'rejected';

export interface ApplicationRow {
  id: string;
  merchantId: number;
  merchantCode: string;
  gmtOffsetMinutes: number;
  promotionId: string;
  promotionTitle: LocalizedText;
  promotionStartsAt: Date;
  promotionEndsAt: Date;
  terms: PromotionTerms;
  turnoverMultiple: number;
  memberId: string;
  account: string;
  state: ApplicationState;
  comment: string;
  contactId: string | null;
  images: number;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  amount: string | null;
  total?: string;
}

const SELECT = `SELECT a.id::text AS id, a.merchant_id AS "merchantId", m.code AS "merchantCode",
  m.gmt_offset_min AS "gmtOffsetMinutes", a.promotion_id::text AS "promotionId", p.title AS "promotionTitle",
  p.starts_at AS "promotionStartsAt", p.ends_at AS "promotionEndsAt", p.terms, p.turnover_multiple AS "turnoverMultiple",
  a.member_id::text AS "memberId", mb.account, a.state, a.comment, a.contact_id AS "contactId",
  (SELECT count(*)::int FROM promotion_application_images i WHERE i.application_id = a.id) AS images,
  a.note, a.created_at AS "createdAt", a.decided_at AS "decidedAt", o.username AS "decidedBy",
  (SELECT b.amount::text FROM member_bonuses b WHERE b.member_id = a.member_id AND b.claim_key = 'app:' || a.id) AS amount
  FROM promotion_applications a
  JOIN promotions p ON p.id = a.promotion_id
  JOIN merchants m ON m.id = a.merchant_id
  JOIN members mb ON mb.id = a.member_id
  LEFT JOIN operators o ON o.id = a.decided_by`;

/** Applications for deposit bonuses and their images. */
export const applicationsRepo = (db: Db) => ({
  /** The new application's id, or null when the member has one for this promotion already. */
  insert: (row: {
    merchantId: number;
    promotionId: string;
    memberId: string;
    comment: string;
    contactId: string | null;
  }) =>
    db.one<{ id: string }>(
      `INSERT INTO promotion_applications (merchant_id, promotion_id, member_id, comment, contact_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (promotion_id, member_id) DO NOTHING RETURNING id::text AS id`,
      [row.merchantId, row.promotionId, row.memberId, row.comment, row.contactId],
    ),

  insertImage: (applicationId: string, n: number, mime: ImageMime, bytes: Buffer) =>
    db.query('INSERT INTO promotion_application_images (application_id, n, mime, bytes) VALUES ($1, $2, $3, $4)', [
      applicationId,
      n,
      mime,
      bytes,
    ]),

  byId: (id: string) => db.one<ApplicationRow>(`${SELECT} WHERE a.id = $1`, [id]),

  /** Locks a waiting application; a decided one (or none) is undefined. */
  lockApplying: (id: string) =>
    db.one<{ id: string }>(
      `SELECT id::text AS id FROM promotion_applications WHERE id = $1 AND state = 'applying' FOR UPDATE`,
      [id],
    ),

  ofMember: (memberId: string, promotionIds: readonly string[]) =>
    db.query<ApplicationRow>(`${SELECT} WHERE a.member_id = $1 AND a.promotion_id = ANY($2::int[])`, [
      memberId,
      promotionIds,
    ]),

  decide: (id: string, state: 'issued' | 'rejected', operatorId: number, note: string | null) =>
    db.query(
      `UPDATE promotion_applications SET state = $2, decided_by = $3, note = $4, decided_at = now()
        WHERE id = $1 AND state = 'applying'`,
      [id, state, operatorId, note],
    ),

  /** Waiting ones oldest first, decided ones newest first, in the brands given (null: every brand). */
  page: (
    filter: { merchantIds: number[] | null; merchantCode?: string; state?: ApplicationState },
    limit: number,
    offset: number,
  ) =>
    db.query<ApplicationRow>(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
        WHERE ($1::int[] IS NULL OR a.merchant_id = ANY($1::int[])) AND ($2::text IS NULL OR m.code = $2)
          AND ($3::text IS NULL OR a.state = $3)
        ORDER BY CASE WHEN a.state = 'applying' THEN a.created_at END ASC,
                 COALESCE(a.decided_at, a.created_at) DESC, a.id DESC
        LIMIT $4 OFFSET $5`,
      [filter.merchantIds, filter.merchantCode ?? null, filter.state ?? null, limit, offset],
    ),

  image: (applicationId: string, n: number) =>
    db.one<{ mime: string; bytes: Uint8Array; merchantId: number }>(
      `SELECT i.mime, i.bytes, a.merchant_id AS "merchantId" FROM promotion_application_images i
         JOIN promotion_applications a ON a.id = i.application_id WHERE i.application_id = $1 AND i.n = $2`,
      [applicationId, n],
    ),
});
