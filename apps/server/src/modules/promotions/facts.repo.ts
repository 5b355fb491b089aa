import type { Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

export interface MemberRow {
  vipLevel: number;
  labels: string[];
  createdAt: Date;
  language: Language;
}

/** What promotions read about a member beyond their own tables (read only). */
export const factsRepo = (db: Db) => ({
  /** The brand's id and clock, for callers that know only its id. */
  brand: (merchantId: number) =>
    db.one<{ id: number; gmtOffsetMinutes: number }>(
      'SELECT id, gmt_offset_min AS "gmtOffsetMinutes" FROM merchants WHERE id = $1',
      [merchantId],
    ),

  member: (memberId: string) =>
    db.one<MemberRow>(
      `SELECT vip_level AS "vipLevel", labels, created_at AS "createdAt", language FROM members WHERE id = $1`,
      [memberId],
    ),

  /** The member's first credited deposit: its amount and when it was credited. */
  firstDeposit: (memberId: string) =>
    db.one<{ amount: string; at: Date }>(
      `SELECT amount::text AS amount, updated_at AS at FROM deposit_orders
        WHERE member_id = $1 AND state = 'credited' ORDER BY updated_at, id LIMIT 1`,
      [memberId],
    ),
});
