import { createHash } from 'node:crypto';
import type { BonusSource, LocalizedText } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface NewBonus {
  merchantId: number;
  memberId: string;
  promotionId: string;
  claimKey: string;
  source: BonusSource;
  amount: number;
  basis: number;
  day: string | null;
  streak: number | null;
  turnoverRequired: number;
  validBetBase: number;
  contactId: string | null;
  remark: string;
  issuedBy: number | null;
  transferId: string;
}

/** What a member's bonuses say about each promotion (claims so far). */
export interface ClaimSummary {
  promotionId: string;
  rebated: string;
  rebateClaims: number;
  firstClaimed: boolean;
  lastDay: string | null;
  lastStreak: number | null;
}

/** One line of bonus details: a paid bonus, or an application not (yet) paid. */
export interface BonusLine {
  id: string;
  kind: 'bonus' | 'application';
  promotionId: string;
  promotionTitle: LocalizedText;
  source: BonusSource;
  applicationState: 'applying' | 'issued' | 'rejected' | null;
  issuedBy: number | null;
  amount: string | null;
  turnoverRequired: string;
  time: Date;
  remark: string;
  total: string;
}

/** A signed 64-bit advisory-lock key for a name (first 8 bytes of its SHA-256). */
const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0).toString();

/** member_bonuses and promotion_joins: what promotions paid and who joined a raffle. */
export const bonusesRepo = (db: Db) => ({
  /** Serialises every claim of one member on one promotion until the transaction ends. */
  lockClaims: (memberId: string, promotionId: string) =>
    db.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey(`promotion:${promotionId}:member:${memberId}`)]),

  /** The new bonus's id, or null when this member already has this claim key. */
  insert: (bonus: NewBonus) =>
    db.one<{ id: string }>(
      `INSERT INTO member_bonuses (merchant_id, member_id, promotion_id, claim_key, source, amount, basis, day, streak,
         turnover_required, valid_bet_base, contact_id, remark, issued_by, transfer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (member_id, claim_key) DO NOTHING RETURNING id::text AS id`,
      [
        bonus.merchantId,
        bonus.memberId,
        bonus.promotionId,
        bonus.claimKey,
        bonus.source,
        bonus.amount,
        bonus.basis,
        bonus.day,
        bonus.streak,
        bonus.turnoverRequired,
        bonus.validBetBase,
        bonus.contactId,
        bonus.remark,
        bonus.issuedBy,
        bonus.transferId,
      ],
    ),

  claims: (memberId: string, promotionIds: readonly string[]) =>
    db.query<ClaimSummary>(
      `SELECT promotion_id::text AS "promotionId",
              COALESCE(SUM(basis) FILTER (WHERE source = 'rebate'), 0)::text AS rebated,
              count(*) FILTER (WHERE source = 'rebate')::int AS "rebateClaims",
              bool_or(source = 'first-deposit') AS "firstClaimed",
              to_char(max(day) FILTER (WHERE source = 'check-in'), 'YYYY-MM-DD') AS "lastDay",
              (array_agg(streak ORDER BY day DESC) FILTER (WHERE source = 'check-in'))[1] AS "lastStreak"
         FROM member_bonuses WHERE member_id = $1 AND promotion_id = ANY($2::int[])
        GROUP BY promotion_id`,
      [memberId, promotionIds],
    ),

  /** Bonuses with a turnover requirement, in the order they were paid. */
  withTurnover: async (memberId: string) =>
    (
      await db.query<{ id: string; required: string; base: string }>(
        `SELECT id::text AS id, turnover_required::text AS required, valid_bet_base::text AS base
           FROM member_bonuses WHERE member_id = $1 AND turnover_required > 0 ORDER BY issued_at, id`,
        [memberId],
      )
    ).map((row) => ({ id: row.id, required: Number(row.required), base: Number(row.base) })),

  /** Paid bonuses and unpaid applications, newest first, one page (or the one paid bonus `bonusId`). */
  lines: (memberId: string, limit: number, offset: number, bonusId: string | null = null) =>
    db.query<BonusLine>(
      `WITH lines AS (
         SELECT b.id::text AS id, 'bonus' AS kind, b.promotion_id, b.source, NULL AS "applicationState",
                b.issued_by AS "issuedBy", b.amount::text AS amount, b.turnover_required::text AS "turnoverRequired",
                b.issued_at AS time, b.remark
           FROM member_bonuses b WHERE b.member_id = $1
         UNION ALL
         SELECT a.id::text, 'application', a.promotion_id, 'application', a.state, NULL, NULL, '0',
                a.created_at, COALESCE(a.note, '')
           FROM promotion_applications a WHERE a.member_id = $1 AND a.state <> 'issued')
       SELECT l.id, l.kind, l.promotion_id::text AS "promotionId", p.title AS "promotionTitle", l.source,
              l."applicationState", l."issuedBy", l.amount, l."turnoverRequired", l.time, l.remark,
              count(*) OVER () AS total
         FROM lines l JOIN promotions p ON p.id = l.promotion_id
        WHERE $4::text IS NULL OR (l.kind = 'bonus' AND l.id = $4)
        ORDER BY l.time DESC, l.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset, bonusId],
    ),

  byKey: (memberId: string, claimKey: string) =>
    db.one<{ id: string }>('SELECT id::text AS id FROM member_bonuses WHERE member_id = $1 AND claim_key = $2', [
      memberId,
      claimKey,
    ]),

  joins: (memberId: string, promotionIds: readonly string[]) =>
    db.query<{ promotionId: string; base: string }>(
      `SELECT promotion_id::text AS "promotionId", valid_bet_base::text AS base
         FROM promotion_joins WHERE member_id = $1 AND promotion_id = ANY($2::int[])`,
      [memberId, promotionIds],
    ),

  /** Joins once; a second join changes nothing. */
  join: (merchantId: number, promotionId: string, memberId: string, validBetBase: number) =>
    db.query(
      `INSERT INTO promotion_joins (promotion_id, member_id, merchant_id, valid_bet_base) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [promotionId, memberId, merchantId, validBetBase],
    ),
});
