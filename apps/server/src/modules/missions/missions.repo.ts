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

/** A mission's current period, as the member side asks about it. */
export interface StandingKey {
  missionId: number;
  goal: MissionGoal;
  /** First brand day of the period (also the claim's key) and the last (null: open). */
  from: string;
  to: string | null;
}

export interface StandingRow {
  missionId: number;
  progress: number;
  claim: ClaimRow | undefined;
}

/**
 * Progress toward each goal over the period's days (member_day_stats, migration 018):
 * settled valid bets, credited deposits, bets placed and not refunded, and days with a
 * login (ten logins in one day are one day).
 */
const PROGRESS = `CASE k.goal
    WHEN 'valid-bet' THEN COALESCE(SUM(s.valid_bet), 0)
    WHEN 'deposit' THEN COALESCE(SUM(s.deposit_amount), 0)
    WHEN 'games' THEN COALESCE(SUM(s.bet_count), 0)
    ELSE count(*) FILTER (WHERE s.login_count > 0) END`;

const STANDINGS = `SELECT k.mission_id AS "missionId", p.progress::text AS progress,
    to_char(k.from_day, 'YYYY-MM-DD') AS "periodStart", c.amount::text AS amount, c.claimed_at AS "claimedAt"
  FROM unnest($1::int[], $2::text[], $3::date[], $4::date[]) WITH ORDINALITY AS k(mission_id, goal, from_day, to_day, i)
  CROSS JOIN LATERAL (
    SELECT ${PROGRESS} AS progress FROM member_day_stats s
     WHERE s.member_id = $5 AND s.day >= k.from_day AND (k.to_day IS NULL OR s.day <= k.to_day)
  ) p
  LEFT JOIN mission_claims c ON c.mission_id = k.mission_id AND c.member_id = $5 AND c.period_start = k.from_day`;

const standingParams = (memberId: string, items: readonly StandingKey[]) => [
  items.map((item) => item.missionId),
  items.map((item) => item.goal),
  items.map((item) => item.from),
  items.map((item) => item.to),
  memberId,
];

interface RawStanding {
  missionId: number;
  progress: string;
  periodStart: string;
  amount: string | null;
  claimedAt: Date | null;
}

const standingOf = (row: RawStanding): StandingRow => ({
  missionId: Number(row.missionId),
  progress: Number(row.progress),
  claim:
    row.amount !== null && row.claimedAt
      ? {
          missionId: Number(row.missionId),
          periodStart: row.periodStart,
          amount: Number(row.amount),
          claimedAt: new Date(row.claimedAt),
        }
      : undefined,
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

  /**
   * The member's progress and claim for each mission's current period, in one
   * statement: a sum over member_day_stats (the member's days in the period, through
   * its primary key) and a look at the claim's key, per mission.
   */
  async standings(memberId: string, items: readonly StandingKey[]): Promise<StandingRow[]> {
    if (items.length === 0) return [];
    const rows = await db.query<RawStanding>(`${STANDINGS} ORDER BY k.i`, standingParams(memberId, items));
    return rows.map(standingOf);
  },

  /** How many of these missions the member has reached and not claimed: the missionCount badge, one statement. */
  async reachedUnclaimed(memberId: string, items: readonly (StandingKey & { target: number })[]): Promise<number> {
    if (items.length === 0) return 0;
    const row = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${STANDINGS}) x
        JOIN unnest($1::int[], $6::bigint[]) AS t(mission_id, target) ON t.mission_id = x."missionId"
       WHERE x."claimedAt" IS NULL AND x.progress::bigint >= t.target`,
      [...standingParams(memberId, items), items.map((item) => item.target)],
    );
    return row?.n ?? 0;
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
