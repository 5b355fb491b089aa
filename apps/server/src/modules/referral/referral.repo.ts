import type { ReferralRule } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** A brand without a rule pays nothing until an operator sets one. */
export const DEFAULT_REFERRAL_RULE: ReferralRule = { enabled: false, bonusAmount: 0, minDeposit: 100_00 };

export interface DueReward {
  inviteeId: string;
  inviterId: string;
  merchantId: number;
  account: string;
  deposits: number;
  bonus: number;
}

export interface InviteeRow {
  account: string;
  registeredAt: Date;
  reward: number | null;
  rewardedAt: Date | null;
}

/**
 * Invitees whose credited deposits (member_day_stats) reach their brand's minimum and
 * who have not earned their inviter the bonus yet. `$1` is the filter's parameter.
 */
const due = (filter: string) => `
SELECT m.id::text AS "inviteeId", m.referrer_id::text AS "inviterId", m.merchant_id AS "merchantId", m.account,
       SUM(s.deposit_amount)::float8 AS deposits, r.bonus_amount::float8 AS bonus
  FROM members m
  JOIN referral_rules r ON r.merchant_id = m.merchant_id AND r.enabled AND r.bonus_amount > 0
  JOIN member_day_stats s ON s.member_id = m.id AND s.deposit_count > 0
  LEFT JOIN referral_rewards rw ON rw.invitee_id = m.id
 WHERE m.referrer_id IS NOT NULL AND rw.invitee_id IS NULL AND ${filter}
 GROUP BY m.id, m.referrer_id, m.merchant_id, m.account, r.bonus_amount, r.min_deposit
HAVING SUM(s.deposit_amount) >= r.min_deposit
 ORDER BY m.id LIMIT 500`;

export const referralRepo = (db: Db) => ({
  async rule(merchantId: number): Promise<ReferralRule> {
    const row = await db.one<ReferralRule>(
      `SELECT enabled, bonus_amount::float8 AS "bonusAmount", min_deposit::float8 AS "minDeposit"
         FROM referral_rules WHERE merchant_id = $1`,
      [merchantId],
    );
    return row ?? DEFAULT_REFERRAL_RULE;
  },

  setRule: (merchantId: number, rule: ReferralRule) =>
    db.query(
      `INSERT INTO referral_rules (merchant_id, enabled, bonus_amount, min_deposit) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, bonus_amount = EXCLUDED.bonus_amount,
         min_deposit = EXCLUDED.min_deposit`,
      [merchantId, rule.enabled, rule.bonusAmount, rule.minDeposit],
    ),

  code: (memberId: string) =>
    db.one<{ code: string | null; type: number }>('SELECT referral_code AS code, type FROM members WHERE id = $1', [
      memberId,
    ]),

  /** Gives the member a code if they have none; false when the code is taken (draw another). */
  async setCode(memberId: string, code: string): Promise<boolean> {
    try {
      await db.query('UPDATE members SET referral_code = $2 WHERE id = $1 AND referral_code IS NULL', [memberId, code]);
      return true;
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'members_referral') return false;
      throw error;
    }
  },

  /** Invitees due a reward, all brands, whose deposits moved in the last `days` days (the job). */
  dueRecent: (days: number) =>
    db.query<DueReward>(
      due('m.id IN (SELECT member_id FROM member_day_stats WHERE day >= current_date - $1::int AND deposit_count > 0)'),
      [days],
    ),

  /** One inviter's invitees due a reward (read when the inviter opens the invite page). */
  dueFor: (inviterId: string) => db.query<DueReward>(due('m.referrer_id = $1'), [inviterId]),

  /** Records the reward; false when the invitee already earned one (their key is the table's primary key). */
  insertReward: async (reward: DueReward) =>
    (
      await db.query(
        `INSERT INTO referral_rewards (invitee_id, inviter_id, merchant_id, amount, deposits)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (invitee_id) DO NOTHING RETURNING invitee_id`,
        [reward.inviteeId, reward.inviterId, reward.merchantId, reward.bonus, reward.deposits],
      )
    ).length > 0,

  async invitees(inviterId: string, page: { pageNo: number; pageSize: number }) {
    const list = await db.query<InviteeRow>(
      `SELECT m.account, m.created_at AS "registeredAt", rw.amount::float8 AS reward, rw.created_at AS "rewardedAt"
         FROM members m LEFT JOIN referral_rewards rw ON rw.invitee_id = m.id
        WHERE m.referrer_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
      [inviterId, page.pageSize, (page.pageNo - 1) * page.pageSize],
    );
    const totals = await db.one<{ invited: number; rewarded: number; earned: number }>(
      `SELECT count(*)::int AS invited, count(rw.invitee_id)::int AS rewarded, COALESCE(SUM(rw.amount), 0)::float8 AS earned
         FROM members m LEFT JOIN referral_rewards rw ON rw.invitee_id = m.id WHERE m.referrer_id = $1`,
      [inviterId],
    );
    return { list, totals: totals ?? { invited: 0, rewarded: 0, earned: 0 } };
  },
});
