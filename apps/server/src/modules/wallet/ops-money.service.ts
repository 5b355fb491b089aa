import { createHash } from 'node:crypto';
import {
  type BodyOf,
  formatMoney,
  type MoneySettingsChange,
  type opsAdjustBalance,
  type opsMoneySettings,
  type ValueOf,
} from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { type ApprovalRow, approvalsRepo } from '../approvals/approvals.repo.ts';
import { scopedBrand } from '../approvals/brand-scope.ts';
import { requestApproval } from '../approvals/request.ts';
import { approvalView } from '../approvals/views.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { accountFor, systemAccount, transfer } from './ledger.service.ts';
import { applyChange, settingsProblems, splitChange } from './money-limits.ts';
import { moneySettingsRepo } from './money-settings.repo.ts';
import { opsMoneyRepo } from './ops-money.repo.ts';

/** The operator's money settings and manual adjustments, both under the two-person rule. */

function refuseProblems(settings: Parameters<typeof settingsProblems>[0]) {
  const fields = settingsProblems(settings);
  if (fields.length) throw new ValidationError(fields.map((field) => ({ field, key: 'bad-request' })));
}

/**
 * Changes part of a brand's money settings. What tightens a limit (or is no limit)
 * applies at once, audited; what loosens one becomes a request for a second operator.
 */
export async function updateMoneySettings(
  db: Db,
  operator: OperatorContext,
  code: string,
  change: BodyOf<typeof opsMoneySettings>,
): Promise<ValueOf<typeof opsMoneySettings>> {
  return db.tx(async (tx) => {
    const merchant = await scopedBrand(tx, operator, 'money.settings', code);
    const repo = moneySettingsRepo(tx);
    await repo.lock(merchant.id);
    const before = await repo.read(merchant.id);
    refuseProblems(applyChange(before, change));
    const { now, later } = splitChange(before, change);
    const next = applyChange(before, now);
    refuseProblems(next);
    if (Object.keys(now).length) {
      await repo.write(merchant.id, next);
      await opsRepo(tx).audit(operator.id, 'merchant.money', code, { change: now, before, after: next });
    }
    const approval = later
      ? await requestApproval(tx, {
          merchantId: merchant.id,
          kind: 'money-settings',
          subject: code,
          detail: { change: later },
          requestedBy: operator.id,
        })
      : null;
    return { ...next, approval: approval && approvalView(approval) };
  });
}

/** Approved: the loosening asked for applies on top of the settings as they are now. */
export async function applyLoosening(tx: Db, approval: ApprovalRow, operatorId: number) {
  const change = approval.detail.change as MoneySettingsChange;
  const repo = moneySettingsRepo(tx);
  await repo.lock(approval.merchantId);
  const before = await repo.read(approval.merchantId);
  const next = applyChange(before, change);
  refuseProblems(next);
  await repo.write(approval.merchantId, next);
  await opsRepo(tx).audit(operatorId, 'merchant.money', approval.merchantCode, {
    change,
    before,
    after: next,
    approval: approval.id,
    requestedBy: approval.requestedBy,
  });
}

const overLimit = (limit: number) => new AppError('limit-exceeded', { limit }, { limit: formatMoney(limit) });

/** The same ask means the same brand, member, direction, amount and reason. */
const askHash = (merchantId: number, memberId: string, body: BodyOf<typeof opsAdjustBalance>) =>
  createHash('sha256')
    .update(JSON.stringify([merchantId, memberId, body.direction, body.amount, body.reason]))
    .digest('hex');

/**
 * Asks for a correction or bonus on the member's main wallet: a pending request that
 * moves money only when a second operator approves it. Above the brand's largest
 * adjustment it is refused outright. A retried requestId answers the same request.
 */
export async function requestAdjustment(
  db: Db,
  operator: OperatorContext,
  account: string,
  body: BodyOf<typeof opsAdjustBalance>,
) {
  return db.tx(async (tx) => {
    const merchant = await scopedBrand(tx, operator, 'adjust.request', body.merchant);
    const member = await opsMoneyRepo(tx).memberByAccount(merchant.id, account);
    if (!member) throw new NotFoundError('account-not-found');
    const hash = askHash(merchant.id, member.id, body);
    const { adjustMax } = await moneySettingsRepo(tx).read(merchant.id);
    const retry = await approvalsRepo(tx).byRequestKey('adjustment', body.requestId);
    if (!retry && body.amount > adjustMax) throw overLimit(adjustMax);
    const request = await requestApproval(tx, {
      merchantId: merchant.id,
      kind: 'adjustment',
      subject: `${merchant.code}:${member.account}`,
      detail: {
        account: member.account,
        direction: body.direction,
        amount: body.amount,
        reason: body.reason,
        requestId: body.requestId,
      },
      requestedBy: operator.id,
      requestKey: body.requestId,
      requestHash: hash,
    });
    return approvalView(request);
  });
}

interface AdjustmentDetail {
  account: string;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  requestId: string;
}

/**
 * Approved: the member's main wallet is credited or debited against the brand's
 * `adjustment` account, keyed by the maker's requestId, with the reason as the remark
 * the member sees. The limit is checked again: it may have been lowered meanwhile.
 */
export async function applyAdjustment(tx: Db, approval: ApprovalRow, operatorId: number) {
  const ask = approval.detail as unknown as AdjustmentDetail;
  const member = await opsMoneyRepo(tx).memberByAccount(approval.merchantId, ask.account);
  if (!member) throw new NotFoundError('account-not-found');
  const { adjustMax } = await moneySettingsRepo(tx).read(approval.merchantId);
  if (ask.amount > adjustMax) throw overLimit(adjustMax);
  const signed = ask.direction === 'credit' ? ask.amount : -ask.amount;
  const result = await transfer(tx, {
    merchantId: approval.merchantId,
    key: `adjust:${ask.requestId}`,
    type: 'adjustment',
    entries: [
      { accountId: await systemAccount(tx, approval.merchantId, 'adjustment'), amount: -signed },
      { accountId: await accountFor(tx, approval.merchantId, member.id), amount: signed },
    ],
    metadata: { reference: ask.requestId, remark: ask.reason, approval: approval.id },
  });
  await opsRepo(tx).audit(operatorId, 'member.adjust', `${approval.merchantCode}:${member.account}`, {
    ...ask,
    transferId: result.transferId,
    approval: approval.id,
    requestedBy: approval.requestedBy,
  });
}
