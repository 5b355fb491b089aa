import { TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { pointsRepo } from './points.repo.ts';

/** The accrual job: every minute, the points owed for recent member-days. */
export const ACCRUAL_JOB = 'points.accrual';
const ACCRUAL_EVERY_MS = 60_000;
/** The job looks this many brand days back; older days are settled when the member next reads or spends points. */
const RECENT_DAYS = 7;
/** Members per run: a backlog is worked off over the following minutes. */
const BATCH = 500;

/** One lock per member (two-key advisory lock), held to the end of the transaction. */
const LOCK_SPACE = 7231020;
const lockMember = (tx: Db, memberId: string) =>
  tx.query('SELECT pg_advisory_xact_lock($1, ($2::bigint % 2147483647)::int)', [LOCK_SPACE, memberId]);

interface PendingDay {
  day: string;
  validBet: number;
  counted: number;
}

/**
 * Turns a member's settled valid bets into points, exactly once: under the member's
 * lock, each day whose valid bet (member_day_stats) grew past what was counted earns
 * floor(now / rule) − floor(counted / rule) points, and the counted amount moves up in
 * the same transaction as the entry. The remainder under one rule unit carries within
 * the day. Runs inside the caller's transaction (the job's, or the reader's own).
 */
export async function accrueMember(tx: Db, memberId: string): Promise<number> {
  await lockMember(tx, memberId);
  const member = await tx.one<{ merchantId: number; type: number }>(
    'SELECT merchant_id AS "merchantId", type FROM members WHERE id = $1',
    [memberId],
  );
  if (!member || member.type === TRIAL_TYPE) return 0;
  const days = await tx.query<PendingDay>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.valid_bet::float8 AS "validBet",
            COALESCE(a.valid_bet, 0)::float8 AS counted
       FROM member_day_stats s
       LEFT JOIN point_accruals a ON a.member_id = s.member_id AND a.day = s.day
      WHERE s.member_id = $1 AND s.valid_bet > COALESCE(a.valid_bet, 0)
      ORDER BY s.day`,
    [memberId],
  );
  if (days.length === 0) return 0;
  const repo = pointsRepo(tx);
  const { amountRequired } = await repo.config(member.merchantId);
  let total = 0;
  for (const { day, validBet, counted } of days) {
    const points = Math.floor(validBet / amountRequired) - Math.floor(counted / amountRequired);
    await tx.query(
      `INSERT INTO point_accruals (member_id, day, valid_bet, points) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (member_id, day) DO UPDATE SET valid_bet = EXCLUDED.valid_bet,
         points = point_accruals.points + EXCLUDED.points`,
      [memberId, day, validBet, points],
    );
    if (points <= 0) continue;
    await repo.enter({
      merchantId: member.merchantId,
      memberId,
      kind: 'earn',
      points,
      key: `earn:${memberId}:${day}:${validBet}`,
      day,
    });
    total += points;
  }
  return total;
}

/** Settles one member now, in a transaction of its own (before reading or spending points). */
export const accrueNow = (db: Db, memberId: string) => db.tx((tx) => accrueMember(tx, memberId));

/** Members whose recent days hold valid bets not yet turned into points, lowest id first. */
async function pendingMembers(tx: Db): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT DISTINCT s.member_id::text AS id, s.member_id
       FROM member_day_stats s
       JOIN members m ON m.id = s.member_id AND m.type <> $3
       LEFT JOIN point_accruals a ON a.member_id = s.member_id AND a.day = s.day
      WHERE s.day >= current_date - $1::int AND s.valid_bet > COALESCE(a.valid_bet, 0)
      ORDER BY s.member_id LIMIT $2`,
    [RECENT_DAYS + 1, BATCH, TRIAL_TYPE],
  );
  return rows.map((row) => row.id);
}

/** The job: every member with recent points owed, in the job's transaction (all or nothing). */
export async function accrueRecent(tx: Db): Promise<number> {
  let total = 0;
  for (const memberId of await pendingMembers(tx)) total += await accrueMember(tx, memberId);
  return total;
}

export const registerAccrual = (jobs: Pick<JobQueue, 'every'>) =>
  jobs.every(ACCRUAL_JOB, ACCRUAL_EVERY_MS, async (_slot, tx) => {
    await accrueRecent(tx);
  });
