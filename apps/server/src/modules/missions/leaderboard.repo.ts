import type { Db } from '../../platform/db/db.ts';

export interface BoardRow {
  memberId: string;
  account: string;
  rank: number;
  missions: number;
  reward: number;
}

export const leaderboardRepo = (db: Db) => ({
  /**
   * The brand's members ranked by mission rewards claimed on the brand days [from, to]
   * (then by missions claimed; ties share a rank, earlier first claim listed first):
   * the first `size` ranks, and the member's own line wherever it falls.
   */
  async board(merchantId: number, from: string, to: string, size: number, memberId: string): Promise<BoardRow[]> {
    const rows = await db.query<{ memberId: string; account: string; rank: string; missions: number; reward: string }>(
      `WITH totals AS (
         SELECT member_id, count(*)::int AS missions, SUM(amount) AS reward, min(claimed_at) AS first_claim
           FROM mission_claims
          WHERE merchant_id = $1 AND claimed_day BETWEEN $2::date AND $3::date
          GROUP BY member_id
       ), ranked AS (
         SELECT t.*, rank() OVER (ORDER BY reward DESC, missions DESC) AS rank FROM totals t
       )
       SELECT r.member_id::text AS "memberId", m.account, r.rank::text AS rank, r.missions, r.reward::text AS reward
         FROM ranked r JOIN members m ON m.id = r.member_id
        WHERE r.rank <= $4 OR r.member_id = $5
        ORDER BY r.rank, r.first_claim, r.member_id`,
      [merchantId, from, to, size, memberId],
    );
    return rows.map((row) => ({ ...row, rank: Number(row.rank), reward: Number(row.reward) }));
  },
});
