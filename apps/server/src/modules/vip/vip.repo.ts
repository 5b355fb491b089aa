import type { VipLevel } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/**
 * Ranks members by their lifetime totals in member_day_stats: the highest level of
 * their brand whose valid-bet and deposit thresholds they both meet. One statement for
 * any set of members; a brand without a level table leaves its members as they are.
 * `$1` is the filter's parameter.
 */
const rerank = (filter: string) => `
WITH totals AS (
  SELECT m.id, m.merchant_id,
         COALESCE(SUM(s.valid_bet), 0) AS valid_bet, COALESCE(SUM(s.deposit_amount), 0) AS deposit
    FROM members m LEFT JOIN member_day_stats s ON s.member_id = m.id
   WHERE ${filter}
   GROUP BY m.id, m.merchant_id
), ranked AS (
  SELECT t.id, (SELECT max(l.level) FROM vip_levels l
                 WHERE l.merchant_id = t.merchant_id AND l.min_valid_bet <= t.valid_bet AND l.min_deposit <= t.deposit) AS level
    FROM totals t
)
UPDATE members m SET vip_level = r.level FROM ranked r
 WHERE m.id = r.id AND r.level IS NOT NULL AND m.vip_level <> r.level
RETURNING m.id::text AS id`;

export const vipRepo = (db: Db) => ({
  levels: (merchantId: number) =>
    db.query<VipLevel>(
      `SELECT level, name, min_valid_bet::float8 AS "minValidBet", min_deposit::float8 AS "minDeposit"
         FROM vip_levels WHERE merchant_id = $1 ORDER BY level`,
      [merchantId],
    ),

  async setLevels(merchantId: number, levels: readonly VipLevel[]) {
    await db.query('DELETE FROM vip_levels WHERE merchant_id = $1', [merchantId]);
    for (const level of levels) {
      await db.query(
        'INSERT INTO vip_levels (merchant_id, level, name, min_valid_bet, min_deposit) VALUES ($1, $2, $3, $4, $5)',
        [merchantId, level.level, level.name, level.minValidBet, level.minDeposit],
      );
    }
  },

  async serviceUrl(merchantId: number): Promise<string | null> {
    const row = await db.one<{ url: string | null }>(
      'SELECT service_url AS url FROM vip_settings WHERE merchant_id = $1',
      [merchantId],
    );
    return row?.url ?? null;
  },

  setServiceUrl: (merchantId: number, url: string | null) =>
    db.query(
      `INSERT INTO vip_settings (merchant_id, service_url) VALUES ($1, $2)
       ON CONFLICT (merchant_id) DO UPDATE SET service_url = EXCLUDED.service_url`,
      [merchantId, url],
    ),

  /** Ranks one member again; true when the rank changed. */
  rerankMember: async (memberId: string) => (await db.query(rerank('m.id = $1'), [memberId])).length > 0,

  /** Ranks every member of a brand again (the level table changed); how many moved. */
  rerankBrand: async (merchantId: number) => (await db.query(rerank('m.merchant_id = $1'), [merchantId])).length,

  /** Ranks the members whose stats changed lately (rows of the last `days` days); how many moved. */
  rerankRecent: async (days: number) =>
    (
      await db.query(
        rerank('m.id IN (SELECT DISTINCT member_id FROM member_day_stats WHERE day >= current_date - $1::int)'),
        [days],
      )
    ).length,

  /** Replaces a member's labels; answers them before and after, or undefined for no such account. */
  setLabels: (merchantId: number, account: string, labels: readonly string[]) =>
    db.one<{ account: string; rankLevel: number; before: string[] }>(
      `UPDATE members m SET labels = $3 FROM members old
        WHERE m.id = old.id AND m.merchant_id = $1 AND lower(m.account) = lower($2)
        RETURNING m.account, m.vip_level AS "rankLevel", old.labels AS before`,
      [merchantId, account, labels],
    ),

  rank: (memberId: string) =>
    db.one<{ merchantId: number; level: number }>(
      'SELECT merchant_id AS "merchantId", vip_level AS level FROM members WHERE id = $1',
      [memberId],
    ),
});
