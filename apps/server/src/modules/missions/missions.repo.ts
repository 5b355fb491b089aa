import type { LocalizedText, MissionGoal, MissionPeriod } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';

/** A mission as the member side reads it. */
export interface MissionRow {
  id: number;
  merchantId: number;
  period: MissionPeriod;
  goal: MissionGoal;
  target: number;
  reward: number;
  title: LocalizedText;
  description: LocalizedText;
  startsAt: Date;
  endsAt: Date | null;
}

/** The running missions of a brand, with the brand's clock (cached by the service). */
export interface BrandMissions {
  offsetMinutes: number;
  list: MissionRow[];
}

export interface ClaimRow {
  missionId: number;
  periodStart: string;
  amount: number;
  claimedAt: Date;
}

const COLUMNS = `m.id, m.merchant_id AS "merchantId", m.period, m.goal, m.target::text AS target,
  m.reward::text AS reward, m.title, m.description, m.starts_at AS "startsAt", m.ends_at AS "endsAt"`;

type Raw = Omit<MissionRow, 'target' | 'reward'> & { target: string; reward: string };
const missionOf = (row: Raw): MissionRow => ({
  ...row,
  target: Number(row.target),
  reward: Number(row.reward),
  startsAt: new Date(row.startsAt),
  endsAt: row.endsAt ? new Date(row.endsAt) : null,
});

const claimOf = (row: { missionId: number; periodStart: string; amount: string; claimedAt: Date }): ClaimRow => ({
  missionId: Number(row.missionId),
  periodStart: row.periodStart,
  amount: Number(row.amount),
  claimedAt: new Date(row.claimedAt),
});

export const missionsRepo = (db: Db) => ({
  /** Enabled missions of the brand running now, in display order; and the brand's clock. */
  async running(merchantId: number): Promise<BrandMissions> {
    const brand = await db.one<{ offset: number }>('SELECT gmt_offset_min AS "offset" FROM merchants WHERE id = $1', [
      merchantId,
    ]);
    const rows = await db.query<Raw>(
      `SELECT ${COLUMNS} FROM missions m
        WHERE m.merchant_id = $1 AND m.enabled AND m.starts_at <= now() AND (m.ends_at IS NULL OR m.ends_at > now())
        ORDER BY m.sort, m.id`,
      [merchantId],
    );
    return { offsetMinutes: brand?.offset ?? 0, list: rows.map(missionOf) };
  },

  /** The member's claims among (mission, period start) pairs. */
  async claims(memberId: string, keys: readonly { missionId: number; periodStart: string }[]): Promise<ClaimRow[]> {
    if (keys.length === 0) return [];
    const rows = await db.query<{ missionId: number; periodStart: string; amount: string; claimedAt: Date }>(
      `SELECT c.mission_id AS "missionId", to_char(c.period_start, 'YYYY-MM-DD') AS "periodStart",
              c.amount::text AS amount, c.claimed_at AS "claimedAt"
         FROM unnest($2::int[], $3::date[]) AS k(mission_id, period_start)
         JOIN mission_claims c ON c.mission_id = k.mission_id AND c.period_start = k.period_start AND c.member_id = $1`,
      [memberId, keys.map((key) => key.missionId), keys.map((key) => key.periodStart)],
    );
    return rows.map(claimOf);
  },

  /**
   * Records a claim unless this period was claimed already (then null). Two claims at
   * once: the second waits on the first's key and, once it commits, records nothing.
   */
  async insertClaim(claim: {
    missionId: number;
    memberId: string;
    merchantId: number;
    periodStart: string;
    amount: number;
    progress: number;
    claimedDay: string;
  }): Promise<ClaimRow | null> {
    const row = await db.one<{ missionId: number; periodStart: string; amount: string; claimedAt: Date }>(
      `INSERT INTO mission_claims (mission_id, member_id, merchant_id, period_start, amount, progress, claimed_day)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING
       RETURNING mission_id AS "missionId", to_char(period_start, 'YYYY-MM-DD') AS "periodStart",
                 amount::text AS amount, claimed_at AS "claimedAt"`,
      [
        claim.missionId,
        claim.memberId,
        claim.merchantId,
        claim.periodStart,
        claim.amount,
        claim.progress,
        claim.claimedDay,
      ],
    );
    return row ? claimOf(row) : null;
  },

  setTransfer: (missionId: number, memberId: string, periodStart: string, transferId: string) =>
    db.query(
      'UPDATE mission_claims SET transfer_id = $4 WHERE mission_id = $1 AND member_id = $2 AND period_start = $3',
      [missionId, memberId, periodStart, transferId],
    ),

  /** Every mission reward the member was paid, minor units. */
  async rewardEarned(memberId: string): Promise<number> {
    const row = await db.one<{ total: string }>(
      'SELECT COALESCE(SUM(amount), 0)::text AS total FROM mission_claims WHERE member_id = $1',
      [memberId],
    );
    return Number(row?.total ?? 0);
  },
});
