import type { LocalizedText, PointConfig, RedemptionState } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { listScope, scopedBrand } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { pointsRepo } from './points.repo.ts';
import { type RewardFields, redemptionsRepo, rewardsRepo } from './rewards.repo.ts';
import { opsRedemptionView, opsRewardView } from './views.ts';

/**
 * The operator's side of the points mall. Each change and its audit row commit together;
 * a record of a brand the operator's permission does not reach is not found.
 */

export async function pointSettings(db: Db, operator: OperatorContext, code: string) {
  const brand = await scopedBrand(db, operator, 'brand.read', code);
  const { rules, ...config } = await pointsRepo(db).config(brand.id);
  return { config, rules };
}

export const setPointConfig = (db: Db, operator: OperatorContext, code: string, config: PointConfig) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'money.settings', code);
    const before = await pointsRepo(tx).config(brand.id);
    await pointsRepo(tx).setConfig(brand.id, config);
    await opsRepo(tx).audit(
      operator.id,
      'points.config',
      code,
      {
        merchant: code,
        before: {
          pointsRatio: before.pointsRatio,
          pointsRequired: before.pointsRequired,
          amountRequired: before.amountRequired,
        },
        after: config,
      },
      brand.id,
    );
    return config;
  });

export const setPointRules = (db: Db, operator: OperatorContext, code: string, rules: LocalizedText) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', code);
    // An empty text means "none in that language": readers then fall back to English.
    const kept = Object.fromEntries(Object.entries(rules).filter(([, text]) => text && text.trim() !== ''));
    await pointsRepo(tx).setRules(brand.id, kept);
    await opsRepo(tx).audit(
      operator.id,
      'points.rules',
      code,
      { merchant: code, languages: Object.keys(kept) },
      brand.id,
    );
    return { rules: kept };
  });

export async function listOpsRewards(db: Db, operator: OperatorContext, code: string) {
  const brand = await scopedBrand(db, operator, 'brand.read', code);
  return { list: (await rewardsRepo(db).list(brand.id, { enabledOnly: false })).map(opsRewardView) };
}

type RewardInput = Omit<RewardFields, 'startsAt' | 'endsAt'> & { startsAt: string | null; endsAt: string | null };

const toFields = (input: RewardInput): RewardFields => ({
  ...input,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

function checkReward(fields: RewardFields) {
  if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt) {
    throw new ValidationError([{ field: 'endsAt', key: 'bad-request' }]);
  }
}

export const createReward = (db: Db, operator: OperatorContext, code: string, input: RewardInput & { stock: number }) =>
  db.tx(async (tx) => {
    const brand = await scopedBrand(tx, operator, 'content.write', code);
    const fields = toFields(input);
    checkReward(fields);
    const id = await rewardsRepo(tx).insert(brand.id, { ...fields, stock: input.stock });
    const row = id ? await rewardsRepo(tx).byId(id, [brand.id]) : undefined;
    if (!row) throw new Error('reward not written');
    await opsRepo(tx).audit(
      operator.id,
      'points.reward.create',
      `point-reward:${row.id}`,
      { merchant: code, ...input },
      brand.id,
    );
    return opsRewardView(row);
  });

export const updateReward = (db: Db, operator: OperatorContext, id: string, change: Partial<RewardInput>) =>
  db.tx(async (tx) => {
    const scope = operator.brandsWith('content.write');
    const current = await rewardsRepo(tx).byId(id, scope);
    if (!current) throw new NotFoundError();
    const fields: RewardFields = {
      kind: change.kind ?? current.kind,
      name: change.name ?? current.name,
      description: change.description ?? current.description,
      points: change.points ?? current.points,
      amount: change.amount ?? current.amount,
      enabled: change.enabled ?? current.enabled,
      startsAt: change.startsAt === undefined ? current.startsAt : change.startsAt ? new Date(change.startsAt) : null,
      endsAt: change.endsAt === undefined ? current.endsAt : change.endsAt ? new Date(change.endsAt) : null,
      art: change.art ?? current.art,
      sort: change.sort ?? current.sort,
    };
    checkReward(fields);
    const row = await rewardsRepo(tx).update(id, fields, scope);
    if (!row) throw new NotFoundError();
    await opsRepo(tx).audit(
      operator.id,
      'points.reward.update',
      `point-reward:${id}`,
      { merchant: row.merchantCode, ...change },
      row.merchantId,
    );
    return opsRewardView(row);
  });

export const adjustStock = (db: Db, operator: OperatorContext, id: string, change: number, reason: string) =>
  db.tx(async (tx) => {
    const scope = operator.brandsWith('content.write');
    const row = await rewardsRepo(tx).restock(id, change, scope);
    if (!row) {
      if (!(await rewardsRepo(tx).byId(id, scope))) throw new NotFoundError();
      // Taking away more than is left; or adding past the most a reward may hold.
      throw new AppError(change < 0 ? 'out-of-stock' : 'bad-request');
    }
    await opsRepo(tx).audit(
      operator.id,
      'points.reward.stock',
      `point-reward:${id}`,
      { merchant: row.merchantCode, change, reason, stock: row.stock },
      row.merchantId,
    );
    return opsRewardView(row);
  });

export async function listRedemptions(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string; state?: RedemptionState; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, 'withdrawals.read', query.merchant);
  const { list, total } = await redemptionsRepo(db).pageForDesk(scope, query.state ?? null, query);
  return { list: list.map(opsRedemptionView), total, totalPages: Math.ceil(total / query.pageSize) };
}

/** Why a decision found nothing to move: another brand's (not found), or already decided. */
async function refuseDecision(tx: Db, operator: OperatorContext, id: string): Promise<never> {
  if (!(await redemptionsRepo(tx).byId(id, operator.brandsWith('withdrawals.decide')))) throw new NotFoundError();
  throw new AppError('invalid-state');
}

export const approveRedemption = (
  db: Db,
  operator: OperatorContext,
  id: string,
  body: { transactionRef?: string; remark?: string },
) =>
  db.tx(async (tx) => {
    const row = await redemptionsRepo(tx).decide(
      id,
      operator.brandsWith('withdrawals.decide'),
      { state: 'approved', remark: body.remark ?? null, transactionRef: body.transactionRef ?? null },
      operator.id,
    );
    if (!row) return refuseDecision(tx, operator, id);
    await opsRepo(tx).audit(
      operator.id,
      'points.redemption.approve',
      `point-redemption:${id}`,
      { merchant: row.merchantCode, reference: row.reference, account: row.account, ...body },
      row.merchantId,
    );
    return opsRedemptionView(row);
  });

/** Rejected: the items go back on the shelf and the points back to the member, in the decision's transaction. */
export const rejectRedemption = (db: Db, operator: OperatorContext, id: string, remark: string) =>
  db.tx(async (tx) => {
    const row = await redemptionsRepo(tx).decide(
      id,
      operator.brandsWith('withdrawals.decide'),
      { state: 'rejected', remark, transactionRef: null },
      operator.id,
    );
    if (!row) return refuseDecision(tx, operator, id);
    await rewardsRepo(tx).restock(row.rewardId, row.quantity, null);
    await pointsRepo(tx).enter({
      merchantId: row.merchantId,
      memberId: row.memberId,
      kind: 'refund',
      points: row.points,
      key: `refund:${row.id}`,
      reference: row.reference,
    });
    await opsRepo(tx).audit(
      operator.id,
      'points.redemption.reject',
      `point-redemption:${id}`,
      { merchant: row.merchantCode, reference: row.reference, account: row.account, remark, points: row.points },
      row.merchantId,
    );
    return opsRedemptionView(row);
  });
