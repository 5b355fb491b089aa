import { type ReferralRule, TRIAL_TYPE } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import { maskAccount } from '../games/winners.service.ts';
import { randomCode } from '../members/register.service.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { accountFor, systemAccount, transfer } from '../wallet/ledger.service.ts';
import { type DueReward, referralRepo } from './referral.repo.ts';

/**
 * The brand's referral promotion: once an invitee's credited deposits reach the rule's
 * minimum, the inviter is paid the bonus, once. The reward row (keyed by the invitee)
 * and its ledger transfer (key `referral:<invitee>`) commit together, so the job, the
 * inviter's own read and any number of processes pay it exactly once.
 */
export const REFERRAL_JOB = 'referral.rewards';
const REFERRAL_EVERY_MS = 60_000;
const RECENT_DAYS = 2;

async function pay(tx: Db, reward: DueReward): Promise<boolean> {
  if (!(await referralRepo(tx).insertReward(reward))) return false;
  await transfer(tx, {
    merchantId: reward.merchantId,
    key: `referral:${reward.inviteeId}`,
    type: 'bonus',
    entries: [
      { accountId: await systemAccount(tx, reward.merchantId, 'referral'), amount: -reward.bonus },
      { accountId: await accountFor(tx, reward.merchantId, reward.inviterId), amount: reward.bonus },
    ],
    metadata: { reference: `REF${reward.inviteeId}`, remark: `Referral bonus: ${maskAccount(reward.account)}` },
  });
  return true;
}

/** Pays every reward due in `tx`; how many were paid. */
async function payAll(tx: Db, due: readonly DueReward[]): Promise<number> {
  let paid = 0;
  for (const reward of due) if (await pay(tx, reward)) paid += 1;
  return paid;
}

export const registerReferralJob = (jobs: Pick<JobQueue, 'every'>) =>
  jobs.every(REFERRAL_JOB, REFERRAL_EVERY_MS, async (_slot, tx) => {
    await payAll(tx, await referralRepo(tx).dueRecent(RECENT_DAYS));
  });

/** The member's invite code, given now to a member made without one (never a trial account). */
async function inviteCode(db: Db, memberId: string): Promise<string> {
  const repo = referralRepo(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.code(memberId);
    if (!row) throw new NotFoundError('account-not-found');
    if (row.type === TRIAL_TYPE) throw new ForbiddenError('in_need_true_account');
    if (row.code) return row.code;
    await repo.setCode(memberId, randomCode(8));
  }
  throw new Error('no free referral code after 5 draws');
}

export async function referralInfo(
  db: Db,
  merchant: Merchant,
  member: { id: string },
  origin: string,
  page: { pageNo: number; pageSize: number },
) {
  const code = await inviteCode(db, member.id);
  // Whatever the invitees have earned the member so far is paid first (also older deposits the
  // job no longer looks at), and the page read in the same transaction (issue 35): read after
  // the payment's commit, a failed read answered 503 for a bonus already paid.
  const [rule, invitees] = await db.tx(async (tx) => {
    const repo = referralRepo(tx);
    await payAll(tx, await repo.dueFor(member.id));
    return Promise.all([repo.rule(merchant.id), repo.invitees(member.id, page)]);
  });
  return {
    code,
    link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
    rule,
    totals: invitees.totals,
    list: invitees.list.map((row) => ({
      account: maskAccount(row.account),
      registeredAt: new Date(row.registeredAt).toISOString(),
      reward: row.reward,
      rewardedAt: row.rewardedAt ? new Date(row.rewardedAt).toISOString() : null,
    })),
    total: invitees.totals.invited,
    totalPages: Math.ceil(invitees.totals.invited / page.pageSize),
  };
}

export async function opsReferralRule(db: Db, operator: OperatorContext, code: string) {
  const brand = await scopedBrand(db, operator, 'brand.read', code);
  return referralRepo(db).rule(brand.id);
}

export const setReferralRule = (db: Db, operator: OperatorContext, code: string, rule: ReferralRule) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'money.settings', code);
    const before = await referralRepo(tx).rule(brand.id);
    await referralRepo(tx).setRule(brand.id, rule);
    await opsRepo(tx).audit(operator.id, 'referral.rule', code, { merchant: code, before, after: rule }, brand.id);
    return rule;
  });
