import { CS_TYPE_VIP, VIP_RANK_ABOVE, type VipLevel } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { dayStatsRepo } from '../stats/day-stats.repo.ts';
import { vipRepo } from './vip.repo.ts';

/**
 * VIP ranks. `members.vip_level` is kept current three ways: the member's own reads
 * (member info, the VIP page) rank them again first; a job every minute ranks the
 * members whose day stats moved lately; a change of the level table ranks the whole
 * brand in the same transaction. Promotions read the column directly.
 */
export const VIP_JOB = 'vip.rerank';
const VIP_EVERY_MS = 60_000;
const RECENT_DAYS = 2;

export const registerVipJob = (jobs: Pick<JobQueue, 'every'>) =>
  jobs.every(VIP_JOB, VIP_EVERY_MS, async (_slot, tx) => {
    await vipRepo(tx).rerankRecent(RECENT_DAYS);
  });

/** Ranks the member again from their lifetime totals (a no-op when unchanged). */
export const refreshVipLevel = (db: Db, memberId: string) => vipRepo(db).rerankMember(memberId);

/** A level's label, or VIP and the number where the brand has not named it. */
export const levelName = (levels: readonly VipLevel[], level: number) =>
  levels.find((item) => item.level === level)?.name ?? `VIP${level}`;

export async function vipInfo(db: Db, merchant: Merchant, memberId: string) {
  await refreshVipLevel(db, memberId);
  const repo = vipRepo(db);
  const [rank, levels, totals, serviceUrl] = await Promise.all([
    repo.rank(memberId),
    repo.levels(merchant.id),
    dayStatsRepo(db).member(memberId, null, null),
    repo.serviceUrl(merchant.id),
  ]);
  if (!rank) throw new NotFoundError('account-not-found');
  return {
    rankLevel: rank.level,
    labelName: levelName(levels, rank.level),
    validBet: totals.validBet,
    deposit: totals.depositAmount,
    next: levels.find((item) => item.level > rank.level) ?? null,
    levels,
    // Members ranked above 4 use the VIP customer-service channel (site-shell §6).
    service: rank.level > VIP_RANK_ABOVE && serviceUrl ? { csType: CS_TYPE_VIP, path: serviceUrl } : null,
  };
}

export async function opsVipSettings(db: Db, operator: OperatorContext, code: string) {
  const brand = await scopedBrand(db, operator, 'brand.read', code);
  const repo = vipRepo(db);
  return { levels: await repo.levels(brand.id), serviceUrl: await repo.serviceUrl(brand.id) };
}

/** Levels 1…n in order; level 1 open to everyone; each threshold at least the one below. */
function checkLevels(levels: readonly VipLevel[]): VipLevel[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const failures = sorted.flatMap((level, index) => {
    const below = sorted[index - 1];
    if (level.level !== index + 1) return [{ field: `levels.${index}.level`, key: 'bad-request' }];
    if (index === 0 && (level.minValidBet !== 0 || level.minDeposit !== 0))
      return [{ field: 'levels.0', key: 'bad-request' }];
    if (below && (level.minValidBet < below.minValidBet || level.minDeposit < below.minDeposit))
      return [{ field: `levels.${index}`, key: 'bad-request' }];
    return [];
  });
  if (failures.length > 0) throw new ValidationError(failures);
  return sorted;
}

export const setVipSettings = (
  db: Db,
  operator: OperatorContext,
  code: string,
  body: { levels: VipLevel[]; serviceUrl: string | null },
) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'brand.write', code);
    const levels = checkLevels(body.levels);
    const repo = vipRepo(tx);
    await repo.setLevels(brand.id, levels);
    await repo.setServiceUrl(brand.id, body.serviceUrl);
    const moved = await repo.rerankBrand(brand.id);
    await opsRepo(tx).audit(
      operator.id,
      'vip.settings',
      code,
      { merchant: code, levels, serviceUrl: body.serviceUrl, membersMoved: moved },
      brand.id,
    );
    return { levels, serviceUrl: body.serviceUrl };
  });

export const setMemberLabels = (
  db: Db,
  operator: OperatorContext,
  account: string,
  body: { merchant: string; labels: string[] },
) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'members.support', body.merchant);
    const labels = [...new Set(body.labels.map((label) => label.trim()))];
    const row = await vipRepo(tx).setLabels(brand.id, account, labels);
    if (!row) throw new NotFoundError('account-not-found');
    await opsRepo(tx).audit(
      operator.id,
      'member.labels',
      `member:${row.account}`,
      { merchant: body.merchant, account: row.account, before: row.before, after: labels },
      brand.id,
    );
    return { account: row.account, labels, rankLevel: row.rankLevel };
  });
